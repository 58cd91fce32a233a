// jsdom lacks these browser APIs; react-router needs TextEncoder as soon as it is imported.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
