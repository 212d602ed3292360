package io.wirebench.codecs.jackson;

import static io.wirebench.codecs.jackson.StreamingSupport.atNull;
import static io.wirebench.codecs.jackson.StreamingSupport.enumValue;
import static io.wirebench.codecs.jackson.StreamingSupport.intValue;
import static io.wirebench.codecs.jackson.StreamingSupport.names;
import static io.wirebench.codecs.jackson.StreamingSupport.nextField;
import static io.wirebench.codecs.jackson.StreamingSupport.text;
import static io.wirebench.codecs.jackson.StreamingSupport.writeEnum;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import io.wirebench.core.model.Image;
import java.io.IOException;

/** An {@link Image} of {@link MediaContentStreaming}, by hand, fields in databind's order. */
final class ImageStreaming {
  private static final SerializedString[] IMAGE = names("uri", "title", "width", "height", "size");
  private static final SerializedString[] SIZE = names(Image.Size.values());

  private ImageStreaming() {}

  static void write(JsonGenerator g, Image im) throws IOException {
    if (im == null) {
      g.writeNull();
      return;
    }
    g.writeStartObject();
    g.writeFieldName(IMAGE[0]);
    g.writeString(im.getUri());
    g.writeFieldName(IMAGE[1]);
    g.writeString(im.getTitle());
    g.writeFieldName(IMAGE[2]);
    g.writeNumber(im.getWidth());
    g.writeFieldName(IMAGE[3]);
    g.writeNumber(im.getHeight());
    g.writeFieldName(IMAGE[4]);
    writeEnum(g, im.getSize(), SIZE);
    g.writeEndObject();
  }

  static Image read(JsonParser p) throws IOException {
    if (atNull(p, JsonToken.START_OBJECT)) return null;
    Image im = new Image();
    for (int f = 0; (f = nextField(p, IMAGE, f)) >= 0; f++) {
      switch (f) {
        case 0: im.setUri(text(p)); break;
        case 1: im.setTitle(text(p)); break;
        case 2: im.setWidth(intValue(p)); break;
        case 3: im.setHeight(intValue(p)); break;
        default: im.setSize(enumValue(p, Image.Size.class)); break;
      }
    }
    return im;
  }
}
