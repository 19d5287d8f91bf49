import { maintenanceMessages, MAX_VIDEO_BYTES } from '@sewamudah/shared';
import { describe, expect, it } from 'vitest';
import { mp4Of, photoWithGps, webmOf } from '../../modules/maintenance/media-fixtures.js';
import { checkVideo, inspectVideo } from './videos.js';

describe('videos: judged by content and by the container’s own duration', () => {
  it('reads an MP4’s length from mvhd and a WebM’s from Segment Info Duration', () => {
    expect(inspectVideo(mp4Of(12.5))).toEqual({ mime: 'video/mp4', extension: 'mp4', durationMs: 12_500 });
    expect(inspectVideo(webmOf(29))).toEqual({ mime: 'video/webm', extension: 'webm', durationMs: 29_000 });
  });

  it('accepts 30 s and refuses 31 s (400), whatever the container', () => {
    expect(checkVideo(mp4Of(30)).durationMs).toBe(30_000);
    expect(() => checkVideo(mp4Of(31))).toThrow(maintenanceMessages.videoTooLong);
    expect(() => checkVideo(webmOf(45))).toThrow(maintenanceMessages.videoTooLong);
  });

  it('refuses anything that is not MP4 or WebM (415), a photo or a renamed text included', async () => {
    for (const bytes of [await photoWithGps(), Buffer.from('not a video at all, just text'), Buffer.alloc(0)]) {
      expect(() => checkVideo(bytes)).toThrow(
        expect.objectContaining({ statusCode: 415, message: maintenanceMessages.videoType }),
      );
    }
    // A Matroska file that is not WebM (doc type "matroska") is refused too.
    const mkv = Buffer.from(webmOf(5).toString('latin1').replace('webm', 'mkv\u0000'), 'latin1');
    expect(() => checkVideo(mkv)).toThrow(maintenanceMessages.videoType);
  });

  it('refuses a file above 25 MB (413) and one whose length cannot be read (415)', () => {
    expect(() => checkVideo(mp4Of(10, MAX_VIDEO_BYTES))).toThrow(
      expect.objectContaining({ statusCode: 413, message: maintenanceMessages.videoTooLarge }),
    );
    const noMoov = mp4Of(10).subarray(0, 24);
    expect(() => checkVideo(noMoov)).toThrow(
      expect.objectContaining({ statusCode: 415, message: maintenanceMessages.videoUnreadable }),
    );
  });
});
