export * from './markets';
export * from './users';
export * from './catalog';
export * from './community';
export * from './rewards';
export * from './system';
export * from './push';
