package io.wirebench.codecs.binary;

import static io.wirebench.codecs.binary.MsgpackModelWriter.CONTENT;
import static io.wirebench.codecs.binary.MsgpackModelWriter.IMAGE;
import static io.wirebench.codecs.binary.MsgpackModelWriter.IMAGE_SIZE;
import static io.wirebench.codecs.binary.MsgpackModelWriter.MEDIA;
import static io.wirebench.codecs.binary.MsgpackModelWriter.PLAYER;
import static io.wirebench.codecs.binary.MsgpackModelWriter.enumName;
import static io.wirebench.codecs.binary.MsgpackModelWriter.str;
import static io.wirebench.codecs.binary.MsgpackModelWriter.strings;

import io.wirebench.core.model.Image;
import io.wirebench.core.model.Media;
import io.wirebench.core.model.MediaContent;
import java.io.IOException;
import java.util.List;
import org.msgpack.core.MessagePacker;

/** The hand-written msgpack-core writer of {@code media-content}, as {@link MsgpackModelWriter}. */
final class MsgpackMediaWriter {
  private MsgpackMediaWriter() {}

  static void mediaContent(MessagePacker p, MediaContent c) throws IOException {
    p.packMapHeader(2).writePayload(CONTENT[0]);
    Media m = c.getMedia();
    if (m == null) {
      p.packNil();
    } else {
      p.packMapHeader(12).writePayload(MEDIA[0]);
      str(p, m.getUri());
      p.writePayload(MEDIA[1]);
      str(p, m.getTitle());
      p.writePayload(MEDIA[2]).packInt(m.getWidth());
      p.writePayload(MEDIA[3]).packInt(m.getHeight());
      p.writePayload(MEDIA[4]);
      str(p, m.getFormat());
      p.writePayload(MEDIA[5]).packLong(m.getDuration());
      p.writePayload(MEDIA[6]).packLong(m.getSize());
      p.writePayload(MEDIA[7]).packInt(m.getBitrate());
      p.writePayload(MEDIA[8]).packBoolean(m.isHasBitrate());
      p.writePayload(MEDIA[9]);
      strings(p, m.getPersons());
      p.writePayload(MEDIA[10]);
      enumName(p, PLAYER, m.getPlayer());
      p.writePayload(MEDIA[11]);
      str(p, m.getCopyright());
    }
    p.writePayload(CONTENT[1]);
    List<Image> images = c.getImages();
    if (images == null) {
      p.packNil();
      return;
    }
    p.packArrayHeader(images.size());
    for (Image i : images) {
      p.packMapHeader(5).writePayload(IMAGE[0]);
      str(p, i.getUri());
      p.writePayload(IMAGE[1]);
      str(p, i.getTitle());
      p.writePayload(IMAGE[2]).packInt(i.getWidth());
      p.writePayload(IMAGE[3]).packInt(i.getHeight());
      p.writePayload(IMAGE[4]);
      enumName(p, IMAGE_SIZE, i.getSize());
    }
  }
}
