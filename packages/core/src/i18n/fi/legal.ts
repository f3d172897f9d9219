// Legal texts exist in da, en, no, sv and de only; Icelandic and Finnish readers get English.
export { default } from '../en/legal';
