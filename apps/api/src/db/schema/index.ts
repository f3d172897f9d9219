export * from './accounts';
export * from './partners';
export * from './reference';
export * from './shop';
export * from './vouchers';
export * from './range';
