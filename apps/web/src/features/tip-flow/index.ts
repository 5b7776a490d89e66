export { TipFlowSetupDialog, type TipFlowSetupDialogProps } from './tip-flow-setup-dialog';
