import { CRISIS_TRAINING_SET, trainCrisisWeights } from '@fanline/core/crisis-sets';

// A child process's whole work (crisis-training.ts): train on the sets, send the weights, and end,
// so that the sets and the training's arrays go back to the system with it. A parent killed
// meanwhile closes the channel, and the child ends without sending.
const { weights, bias } = trainCrisisWeights(CRISIS_TRAINING_SET);
if (process.connected) process.send!({ weights, bias }, () => process.disconnect());
