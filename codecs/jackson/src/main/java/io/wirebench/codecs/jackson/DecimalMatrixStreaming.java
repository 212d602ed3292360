package io.wirebench.codecs.jackson;

import static io.wirebench.codecs.jackson.StreamingSupport.atNull;
import static io.wirebench.codecs.jackson.StreamingSupport.names;
import static io.wirebench.codecs.jackson.StreamingSupport.nextField;
import static io.wirebench.codecs.jackson.StreamingSupport.strings;
import static io.wirebench.codecs.jackson.StreamingSupport.writeStrings;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import io.wirebench.core.model.DecimalMatrix;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** {@link DecimalMatrix} by hand with Jackson's streaming API: an array of arrays of strings. */
final class DecimalMatrixStreaming implements StreamingModel<DecimalMatrix> {
  private static final SerializedString[] ROOT = names("rows");

  @Override public void write(JsonGenerator g, DecimalMatrix m) throws IOException {
    g.writeStartObject();
    g.writeFieldName(ROOT[0]);
    List<List<String>> rows = m.getRows();
    if (rows == null) {
      g.writeNull();
    } else {
      g.writeStartArray();
      for (int i = 0, n = rows.size(); i < n; i++) writeStrings(g, rows.get(i));
      g.writeEndArray();
    }
    g.writeEndObject();
  }

  @Override public DecimalMatrix read(JsonParser p) throws IOException {
    p.nextToken();
    if (atNull(p, JsonToken.START_OBJECT)) return null;
    DecimalMatrix m = new DecimalMatrix();
    for (int f = 0; (f = nextField(p, ROOT, f)) >= 0; f++) {
      p.nextToken();
      if (atNull(p, JsonToken.START_ARRAY)) {
        m.setRows(null);
        continue;
      }
      List<List<String>> rows = new ArrayList<>();
      while (p.nextToken() != JsonToken.END_ARRAY) rows.add(strings(p));
      m.setRows(rows);
    }
    return m;
  }
}
