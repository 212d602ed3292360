package io.wirebench.codecs.tagged;

import static io.wirebench.codecs.tagged.ModelFields.*;
import static io.wirebench.codecs.tagged.ModelReaderSupport.*;

import io.wirebench.core.model.Image;
import io.wirebench.core.model.Media;

/** The hand-written readers of {@link Media} and {@link Image}, the parts of media-content. */
final class MediaReader {
  private MediaReader() {}

  /** Reads a media body; {@code old} is the limit to restore at its end. */
  static Media media(ModelReaderSupport r, int old) {
    TaggedInput in = r.in;
    Media m = new Media();
    for (long prev = Long.MIN_VALUE; in.hasMore(); ) {
      int key = r.nextKey(prev);
      prev = key;
      int k = key & ~0xFF;
      int t = key & 0xFF;
      if (k == K_PLAYER && r.ok(PLAYER, t)) m.setPlayer(r.enumOf(Media.Player.class, r.str(PLAYER, t)));
      else if (k == K_SIZE && r.ok(SIZE, t)) m.setSize(r.int64(SIZE, t));
      else if (k == K_TITLE && r.ok(TITLE, t)) m.setTitle(r.str(TITLE, t));
      else if (k == K_HAS_BITRATE && r.ok(HAS_BITRATE, t)) m.setHasBitrate(r.int64(HAS_BITRATE, t) != 0);
      else if (k == K_BITRATE && r.ok(BITRATE, t)) m.setBitrate(r.int32(BITRATE, t));
      else if (k == K_WIDTH && r.ok(WIDTH, t)) m.setWidth(r.int32(WIDTH, t));
      else if (k == K_HEIGHT && r.ok(HEIGHT, t)) m.setHeight(r.int32(HEIGHT, t));
      else if (k == K_COPYRIGHT && r.ok(COPYRIGHT, t)) m.setCopyright(r.str(COPYRIGHT, t));
      else if (k == K_PERSONS && r.ok(PERSONS, t)) {
        int pOld = r.beginList(PERSONS, t);
        if (pOld == NULL_LIST) {
          m.setPersons(null);
        } else {
          m.setPersons(r.strings());
          in.popLimit(pOld);
        }
      } else if (k == K_DURATION && r.ok(DURATION, t)) m.setDuration(r.int64(DURATION, t));
      else if (k == K_FORMAT && r.ok(FORMAT, t)) m.setFormat(r.str(FORMAT, t));
      else if (k == K_URI && r.ok(URI, t)) m.setUri(r.str(URI, t));
      else in.skip(t, r.keyAt);
    }
    in.popLimit(old);
    return m;
  }

  /** Reads an image body; {@code old} is the limit to restore at its end. */
  static Image image(ModelReaderSupport r, int old) {
    TaggedInput in = r.in;
    Image im = new Image();
    for (long prev = Long.MIN_VALUE; in.hasMore(); ) {
      int key = r.nextKey(prev);
      prev = key;
      int k = key & ~0xFF;
      int t = key & 0xFF;
      if (k == K_SIZE && r.ok(SIZE, t)) im.setSize(r.enumOf(Image.Size.class, r.str(SIZE, t)));
      else if (k == K_TITLE && r.ok(TITLE, t)) im.setTitle(r.str(TITLE, t));
      else if (k == K_WIDTH && r.ok(WIDTH, t)) im.setWidth(r.int32(WIDTH, t));
      else if (k == K_HEIGHT && r.ok(HEIGHT, t)) im.setHeight(r.int32(HEIGHT, t));
      else if (k == K_URI && r.ok(URI, t)) im.setUri(r.str(URI, t));
      else in.skip(t, r.keyAt);
    }
    in.popLimit(old);
    return im;
  }
}
