export * from './api';
export * from './constants';
export * from './display-name';
export * from './elapsed';
export * from './enums';
export * from './schedule';
export * from './standings';
export * from './user';
