package io.wirebench.codecs.jackson;

import static io.wirebench.codecs.jackson.StreamingSupport.atNull;
import static io.wirebench.codecs.jackson.StreamingSupport.names;
import static io.wirebench.codecs.jackson.StreamingSupport.nextField;
import static io.wirebench.codecs.jackson.StreamingSupport.text;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import io.wirebench.core.model.ModuleId;
import io.wirebench.core.model.ModuleIds;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** {@link ModuleIds} by hand with Jackson's streaming API, fields in databind's order. */
final class ModuleIdsStreaming implements StreamingModel<ModuleIds> {
  private static final SerializedString[] ROOT = names("modules");
  private static final SerializedString[] MODULE = names("organization", "name", "revision");

  @Override public void write(JsonGenerator g, ModuleIds m) throws IOException {
    g.writeStartObject();
    g.writeFieldName(ROOT[0]);
    List<ModuleId> modules = m.getModules();
    if (modules == null) {
      g.writeNull();
    } else {
      g.writeStartArray();
      for (int i = 0, n = modules.size(); i < n; i++) {
        ModuleId id = modules.get(i);
        if (id == null) {
          g.writeNull();
          continue;
        }
        g.writeStartObject();
        g.writeFieldName(MODULE[0]);
        g.writeString(id.getOrganization());
        g.writeFieldName(MODULE[1]);
        g.writeString(id.getName());
        g.writeFieldName(MODULE[2]);
        g.writeString(id.getRevision());
        g.writeEndObject();
      }
      g.writeEndArray();
    }
    g.writeEndObject();
  }

  @Override public ModuleIds read(JsonParser p) throws IOException {
    p.nextToken();
    if (atNull(p, JsonToken.START_OBJECT)) return null;
    ModuleIds m = new ModuleIds();
    for (int f = 0; (f = nextField(p, ROOT, f)) >= 0; f++) {
      p.nextToken();
      if (atNull(p, JsonToken.START_ARRAY)) {
        m.setModules(null);
        continue;
      }
      List<ModuleId> modules = new ArrayList<>();
      while (p.nextToken() != JsonToken.END_ARRAY) modules.add(readModule(p));
      m.setModules(modules);
    }
    return m;
  }

  private static ModuleId readModule(JsonParser p) throws IOException {
    if (atNull(p, JsonToken.START_OBJECT)) return null;
    ModuleId id = new ModuleId();
    for (int f = 0; (f = nextField(p, MODULE, f)) >= 0; f++) {
      switch (f) {
        case 0: id.setOrganization(text(p)); break;
        case 1: id.setName(text(p)); break;
        default: id.setRevision(text(p)); break;
      }
    }
    return id;
  }
}
