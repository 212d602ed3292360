package io.wirebench.codecs.binary;

import static io.wirebench.codecs.binary.MsgpackModelWriter.CONTENT;
import static io.wirebench.codecs.binary.MsgpackModelWriter.IMAGE;
import static io.wirebench.codecs.binary.MsgpackModelWriter.IMAGE_SIZE;
import static io.wirebench.codecs.binary.MsgpackModelWriter.MEDIA;
import static io.wirebench.codecs.binary.MsgpackModelWriter.PLAYER;

import io.wirebench.core.model.Image;
import io.wirebench.core.model.Media;
import io.wirebench.core.model.MediaContent;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.msgpack.core.MessageUnpacker;

/** The hand-written msgpack-core reader of {@code media-content}, as {@link MsgpackModelReader}. */
final class MsgpackMediaReader extends MsgpackModelReader {
  private static final Media.Player[] PLAYERS = Media.Player.values();
  private static final Image.Size[] SIZES = Image.Size.values();

  MsgpackMediaReader(MessageUnpacker u) {
    super(u);
  }

  MediaContent mediaContent() throws IOException {
    MediaContent c = new MediaContent();
    for (int i = 0, n = u.unpackMapHeader(); i < n; i++) {
      switch (field(CONTENT, i)) {
        case 0: c.setMedia(u.tryUnpackNil() ? null : media()); break;
        case 1: c.setImages(images()); break;
        default: u.skipValue();
      }
    }
    return c;
  }

  private Media media() throws IOException {
    Media m = new Media();
    for (int i = 0, n = u.unpackMapHeader(); i < n; i++) {
      switch (field(MEDIA, i)) {
        case 0: m.setUri(str()); break;
        case 1: m.setTitle(str()); break;
        case 2: m.setWidth(u.unpackInt()); break;
        case 3: m.setHeight(u.unpackInt()); break;
        case 4: m.setFormat(str()); break;
        case 5: m.setDuration(u.unpackLong()); break;
        case 6: m.setSize(u.unpackLong()); break;
        case 7: m.setBitrate(u.unpackInt()); break;
        case 8: m.setHasBitrate(u.unpackBoolean()); break;
        case 9: m.setPersons(strings()); break;
        case 10: m.setPlayer(enumConstant(PLAYER, PLAYERS)); break;
        case 11: m.setCopyright(str()); break;
        default: u.skipValue();
      }
    }
    return m;
  }

  private List<Image> images() throws IOException {
    if (u.tryUnpackNil()) return null;
    int size = u.unpackArrayHeader();
    List<Image> images = new ArrayList<>(size);
    for (int j = 0; j < size; j++) {
      Image img = new Image();
      for (int i = 0, n = u.unpackMapHeader(); i < n; i++) {
        switch (field(IMAGE, i)) {
          case 0: img.setUri(str()); break;
          case 1: img.setTitle(str()); break;
          case 2: img.setWidth(u.unpackInt()); break;
          case 3: img.setHeight(u.unpackInt()); break;
          case 4: img.setSize(enumConstant(IMAGE_SIZE, SIZES)); break;
          default: u.skipValue();
        }
      }
      images.add(img);
    }
    return images;
  }
}
