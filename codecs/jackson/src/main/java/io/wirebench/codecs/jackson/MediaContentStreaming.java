package io.wirebench.codecs.jackson;

import static io.wirebench.codecs.jackson.StreamingSupport.atNull;
import static io.wirebench.codecs.jackson.StreamingSupport.booleanValue;
import static io.wirebench.codecs.jackson.StreamingSupport.enumValue;
import static io.wirebench.codecs.jackson.StreamingSupport.intValue;
import static io.wirebench.codecs.jackson.StreamingSupport.longValue;
import static io.wirebench.codecs.jackson.StreamingSupport.names;
import static io.wirebench.codecs.jackson.StreamingSupport.nextField;
import static io.wirebench.codecs.jackson.StreamingSupport.strings;
import static io.wirebench.codecs.jackson.StreamingSupport.text;
import static io.wirebench.codecs.jackson.StreamingSupport.writeEnum;
import static io.wirebench.codecs.jackson.StreamingSupport.writeStrings;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import io.wirebench.core.model.Image;
import io.wirebench.core.model.Media;
import io.wirebench.core.model.MediaContent;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** {@link MediaContent} by hand with Jackson's streaming API, fields in databind's order. */
final class MediaContentStreaming implements StreamingModel<MediaContent> {
  private static final SerializedString[] ROOT = names("media", "images");
  private static final SerializedString[] MEDIA = names("uri", "title", "width", "height", "format",
      "duration", "size", "bitrate", "hasBitrate", "persons", "player", "copyright");
  private static final SerializedString[] PLAYER = names(Media.Player.values());

  @Override public void write(JsonGenerator g, MediaContent mc) throws IOException {
    g.writeStartObject();
    g.writeFieldName(ROOT[0]);
    writeMedia(g, mc.getMedia());
    g.writeFieldName(ROOT[1]);
    List<Image> images = mc.getImages();
    if (images == null) {
      g.writeNull();
    } else {
      g.writeStartArray();
      for (int i = 0, n = images.size(); i < n; i++) ImageStreaming.write(g, images.get(i));
      g.writeEndArray();
    }
    g.writeEndObject();
  }

  private static void writeMedia(JsonGenerator g, Media m) throws IOException {
    if (m == null) {
      g.writeNull();
      return;
    }
    g.writeStartObject();
    g.writeFieldName(MEDIA[0]);
    g.writeString(m.getUri());
    g.writeFieldName(MEDIA[1]);
    g.writeString(m.getTitle());
    g.writeFieldName(MEDIA[2]);
    g.writeNumber(m.getWidth());
    g.writeFieldName(MEDIA[3]);
    g.writeNumber(m.getHeight());
    g.writeFieldName(MEDIA[4]);
    g.writeString(m.getFormat());
    g.writeFieldName(MEDIA[5]);
    g.writeNumber(m.getDuration());
    g.writeFieldName(MEDIA[6]);
    g.writeNumber(m.getSize());
    g.writeFieldName(MEDIA[7]);
    g.writeNumber(m.getBitrate());
    g.writeFieldName(MEDIA[8]);
    g.writeBoolean(m.isHasBitrate());
    g.writeFieldName(MEDIA[9]);
    writeStrings(g, m.getPersons());
    g.writeFieldName(MEDIA[10]);
    writeEnum(g, m.getPlayer(), PLAYER);
    g.writeFieldName(MEDIA[11]);
    g.writeString(m.getCopyright());
    g.writeEndObject();
  }

  @Override public MediaContent read(JsonParser p) throws IOException {
    p.nextToken();
    if (atNull(p, JsonToken.START_OBJECT)) return null;
    MediaContent mc = new MediaContent();
    for (int f = 0; (f = nextField(p, ROOT, f)) >= 0; f++) {
      p.nextToken();
      if (f == 0) {
        mc.setMedia(readMedia(p));
      } else if (atNull(p, JsonToken.START_ARRAY)) {
        mc.setImages(null);
      } else {
        List<Image> images = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) images.add(ImageStreaming.read(p));
        mc.setImages(images);
      }
    }
    return mc;
  }

  private static Media readMedia(JsonParser p) throws IOException {
    if (atNull(p, JsonToken.START_OBJECT)) return null;
    Media m = new Media();
    for (int f = 0; (f = nextField(p, MEDIA, f)) >= 0; f++) {
      switch (f) {
        case 0: m.setUri(text(p)); break;
        case 1: m.setTitle(text(p)); break;
        case 2: m.setWidth(intValue(p)); break;
        case 3: m.setHeight(intValue(p)); break;
        case 4: m.setFormat(text(p)); break;
        case 5: m.setDuration(longValue(p)); break;
        case 6: m.setSize(longValue(p)); break;
        case 7: m.setBitrate(intValue(p)); break;
        case 8: m.setHasBitrate(booleanValue(p)); break;
        case 9: p.nextToken(); m.setPersons(strings(p)); break;
        case 10: m.setPlayer(enumValue(p, Media.Player.class)); break;
        default: m.setCopyright(text(p)); break;
      }
    }
    return m;
  }
}
