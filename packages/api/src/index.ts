export { appRouter, createAppCaller, type AppRouter, type ProcedurePath, type RouterInputs, type RouterOutputs } from './root';
export { createRequestContext, type ApiDeps, type Context, type RequestInfo } from './context';
export { createCallerFactory } from './trpc';
