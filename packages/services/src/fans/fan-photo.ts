import sharp from 'sharp';
import type { ChannelSender } from '../channels/channel-sender';

/**
 * The longest side a fan's photo goes to the model at: Anthropic's advised
 * 1,568 px. OpenAI and Gemini scale larger images down themselves, so a
 * larger one would cost upload time and tokens for nothing.
 */
const PHOTO_MAX_SIDE = 1568;
/** What is fetched at most (Telegram lets bots download 20 MB). */
const PHOTO_FETCH_MAX_BYTES = 20 * 1024 * 1024;
/** A decompression bomb is refused rather than decoded (about 50 megapixels passes, as phone cameras make). */
const PHOTO_MAX_INPUT_PIXELS = 100_000_000;

/**
 * A fan's photo, ready for a model that sees images: fetched through the
 * channel's adapter, turned upright by its EXIF orientation, scaled to fit
 * PHOTO_MAX_SIDE and encoded as JPEG, lowering the quality until it is within
 * the model's limit, so a photo is scaled down, never refused for its size.
 * Kept in memory only, for this reply. A file that is not an image throws.
 */
export async function photoForModel(sender: ChannelSender, ref: string, maxImageBytes: number): Promise<string> {
  const { data } = await sender.fetchMedia(ref, PHOTO_FETCH_MAX_BYTES);
  for (let quality = 85; ; quality -= 15) {
    const jpeg = await sharp(data, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.byteLength <= maxImageBytes || quality <= 25) return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  }
}
