export { KnowledgeDialog } from './knowledge-dialog';
