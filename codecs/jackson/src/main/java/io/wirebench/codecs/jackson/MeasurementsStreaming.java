package io.wirebench.codecs.jackson;

import static io.wirebench.codecs.jackson.StreamingSupport.atNull;
import static io.wirebench.codecs.jackson.StreamingSupport.enumValue;
import static io.wirebench.codecs.jackson.StreamingSupport.intValue;
import static io.wirebench.codecs.jackson.StreamingSupport.longValue;
import static io.wirebench.codecs.jackson.StreamingSupport.names;
import static io.wirebench.codecs.jackson.StreamingSupport.nextField;
import static io.wirebench.codecs.jackson.StreamingSupport.text;
import static io.wirebench.codecs.jackson.StreamingSupport.writeEnum;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import io.wirebench.core.model.Measurement;
import io.wirebench.core.model.Measurements;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** {@link Measurements} by hand with Jackson's streaming API, fields in databind's order. */
final class MeasurementsStreaming implements StreamingModel<Measurements> {
  private static final SerializedString[] ROOT = names("items");
  private static final SerializedString[] ITEM = names("measurementId", "duration", "time", "type");
  private static final SerializedString[] TYPE = names(Measurement.Type.values());

  @Override public void write(JsonGenerator g, Measurements m) throws IOException {
    g.writeStartObject();
    g.writeFieldName(ROOT[0]);
    List<Measurement> items = m.getItems();
    if (items == null) {
      g.writeNull();
    } else {
      g.writeStartArray();
      for (int i = 0, n = items.size(); i < n; i++) {
        Measurement it = items.get(i);
        if (it == null) {
          g.writeNull();
          continue;
        }
        g.writeStartObject();
        g.writeFieldName(ITEM[0]);
        g.writeString(it.getMeasurementId());
        g.writeFieldName(ITEM[1]);
        g.writeNumber(it.getDuration());
        g.writeFieldName(ITEM[2]);
        g.writeNumber(it.getTime());
        g.writeFieldName(ITEM[3]);
        writeEnum(g, it.getType(), TYPE);
        g.writeEndObject();
      }
      g.writeEndArray();
    }
    g.writeEndObject();
  }

  @Override public Measurements read(JsonParser p) throws IOException {
    p.nextToken();
    if (atNull(p, JsonToken.START_OBJECT)) return null;
    Measurements m = new Measurements();
    for (int f = 0; (f = nextField(p, ROOT, f)) >= 0; f++) {
      p.nextToken();
      if (atNull(p, JsonToken.START_ARRAY)) {
        m.setItems(null);
        continue;
      }
      List<Measurement> items = new ArrayList<>();
      while (p.nextToken() != JsonToken.END_ARRAY) items.add(readItem(p));
      m.setItems(items);
    }
    return m;
  }

  private static Measurement readItem(JsonParser p) throws IOException {
    if (atNull(p, JsonToken.START_OBJECT)) return null;
    Measurement it = new Measurement();
    for (int f = 0; (f = nextField(p, ITEM, f)) >= 0; f++) {
      switch (f) {
        case 0: it.setMeasurementId(text(p)); break;
        case 1: it.setDuration(intValue(p)); break;
        case 2: it.setTime(longValue(p)); break;
        default: it.setType(enumValue(p, Measurement.Type.class)); break;
      }
    }
    return it;
  }
}
