export { TemplateGallery } from './template-gallery';
