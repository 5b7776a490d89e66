import sharp from 'sharp';
import type { ChannelSender } from '../channels/channel-sender';

/**
 * The longest side a fan's photo goes to the model at: Anthropic's advised
 * 1,568 px. OpenAI and Gemini scale larger images down themselves, so a
 * larger one would cost upload time and tokens for nothing.
 */
const PHOTO_MAX_SIDE = 1568;
/** What is fetched at most: a phone's photo is far smaller, and the adapter may allow less. */
const PHOTO_FETCH_MAX_BYTES = 20 * 1024 * 1024;
/** A decompression bomb is refused rather than decoded (100 megapixels passes, more than phone cameras make). */
const PHOTO_MAX_INPUT_PIXELS = 100_000_000;

/**
 * A fan's photo, ready for a model that sees images: fetched through the
 * channel's adapter, turned upright by its EXIF orientation, scaled to fit
 * PHOTO_MAX_SIDE, then encoded as JPEG at lower qualities until its base64
 * (what the providers measure) is within the model's limit, so a photo is
 * scaled down, never refused for its size. Kept in memory only, for this
 * reply. A file that is not an image throws.
 */
export async function photoForModel(sender: ChannelSender, ref: string, maxImageBytes: number): Promise<string> {
  const { data } = await sender.fetchMedia(ref, PHOTO_FETCH_MAX_BYTES);
  // Decoded, turned and scaled once; only the encoding is tried again.
  const { data: pixels, info } = await sharp(data, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let quality = 85; ; quality -= 15) {
    const jpeg = await sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } }).jpeg({ quality }).toBuffer();
    const base64 = jpeg.toString('base64');
    if (base64.length <= maxImageBytes || quality <= 25) return `data:image/jpeg;base64,${base64}`;
  }
}
