package io.wirebench.codecs.jackson;

import static io.wirebench.codecs.jackson.StreamingSupport.atNull;
import static io.wirebench.codecs.jackson.StreamingSupport.enumValue;
import static io.wirebench.codecs.jackson.StreamingSupport.longValue;
import static io.wirebench.codecs.jackson.StreamingSupport.names;
import static io.wirebench.codecs.jackson.StreamingSupport.nextField;
import static io.wirebench.codecs.jackson.StreamingSupport.text;
import static io.wirebench.codecs.jackson.StreamingSupport.writeEnum;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DbRow;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** {@link DbData} by hand with Jackson's streaming API, fields in databind's order. */
final class DbDataStreaming implements StreamingModel<DbData> {
  private static final SerializedString[] DB = names("rows");
  private static final SerializedString[] ROW = names("id", "firstName", "lastName", "street",
      "city", "state", "zip", "email", "status");
  private static final SerializedString[] STATUS = names(DbRow.Status.values());

  @Override public void write(JsonGenerator g, DbData d) throws IOException {
    g.writeStartObject();
    g.writeFieldName(DB[0]);
    List<DbRow> rows = d.getRows();
    if (rows == null) {
      g.writeNull();
    } else {
      g.writeStartArray();
      for (int i = 0, n = rows.size(); i < n; i++) writeRow(g, rows.get(i));
      g.writeEndArray();
    }
    g.writeEndObject();
  }

  private static void writeRow(JsonGenerator g, DbRow r) throws IOException {
    if (r == null) {
      g.writeNull();
      return;
    }
    g.writeStartObject();
    g.writeFieldName(ROW[0]);
    g.writeNumber(r.getId());
    g.writeFieldName(ROW[1]);
    g.writeString(r.getFirstName());
    g.writeFieldName(ROW[2]);
    g.writeString(r.getLastName());
    g.writeFieldName(ROW[3]);
    g.writeString(r.getStreet());
    g.writeFieldName(ROW[4]);
    g.writeString(r.getCity());
    g.writeFieldName(ROW[5]);
    g.writeString(r.getState());
    g.writeFieldName(ROW[6]);
    g.writeString(r.getZip());
    g.writeFieldName(ROW[7]);
    g.writeString(r.getEmail());
    g.writeFieldName(ROW[8]);
    writeEnum(g, r.getStatus(), STATUS);
    g.writeEndObject();
  }

  @Override public DbData read(JsonParser p) throws IOException {
    p.nextToken();
    if (atNull(p, JsonToken.START_OBJECT)) return null;
    DbData d = new DbData();
    for (int f = 0; (f = nextField(p, DB, f)) >= 0; f++) {
      p.nextToken();
      if (atNull(p, JsonToken.START_ARRAY)) {
        d.setRows(null);
        continue;
      }
      List<DbRow> rows = new ArrayList<>();
      while (p.nextToken() != JsonToken.END_ARRAY) rows.add(readRow(p));
      d.setRows(rows);
    }
    return d;
  }

  private static DbRow readRow(JsonParser p) throws IOException {
    if (atNull(p, JsonToken.START_OBJECT)) return null;
    DbRow r = new DbRow();
    for (int f = 0; (f = nextField(p, ROW, f)) >= 0; f++) {
      switch (f) {
        case 0: r.setId(longValue(p)); break;
        case 1: r.setFirstName(text(p)); break;
        case 2: r.setLastName(text(p)); break;
        case 3: r.setStreet(text(p)); break;
        case 4: r.setCity(text(p)); break;
        case 5: r.setState(text(p)); break;
        case 6: r.setZip(text(p)); break;
        case 7: r.setEmail(text(p)); break;
        default: r.setStatus(enumValue(p, DbRow.Status.class)); break;
      }
    }
    return r;
  }
}
