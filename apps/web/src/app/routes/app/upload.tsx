export { UploadPage as Component } from '../../../features/upload/components/upload-page';
