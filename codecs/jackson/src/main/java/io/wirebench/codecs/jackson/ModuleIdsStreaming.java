package io.wirebench.codecs.jackson;

import static io.wirebench.codecs.jackson.StreamingSupport.atNull;
import static io.wirebench.codecs.jackson.StreamingSupport.names;
import static io.wirebench.codecs.jackson.StreamingSupport.nextField;
import static io.wirebench.codecs.jackson.StreamingSupport.readList;
import static io.wirebench.codecs.jackson.StreamingSupport.text;
import static io.wirebench.codecs.jackson.StreamingSupport.writeList;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import io.wirebench.core.model.ModuleId;
import io.wirebench.core.model.ModuleIds;
import java.io.IOException;

/**
 * {@link ModuleIds} by hand with Jackson's streaming API, fields in databind's order. The first
 * three module fields are also {@link SparseModuleIdsStreaming}'s.
 */
final class ModuleIdsStreaming implements StreamingModel<ModuleIds> {
  private static final SerializedString[] ROOT = names("modules");
  private static final SerializedString[] MODULE = names("organization", "name", "revision");
  private static final StreamingSupport.Element<ModuleId> MODULES = new StreamingSupport.Element<>() {
    @Override public void write(JsonGenerator g, ModuleId id) throws IOException {
      g.writeStartObject();
      writeCoordinates(g, id.getOrganization(), id.getName(), id.getRevision());
      g.writeEndObject();
    }

    @Override public ModuleId read(JsonParser p) throws IOException {
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
  };

  /** Writes the fields every module id starts with: organization, name, revision. */
  static void writeCoordinates(JsonGenerator g, String organization, String name, String revision)
      throws IOException {
    g.writeFieldName(MODULE[0]);
    g.writeString(organization);
    g.writeFieldName(MODULE[1]);
    g.writeString(name);
    g.writeFieldName(MODULE[2]);
    g.writeString(revision);
  }

  @Override public void write(JsonGenerator g, ModuleIds m) throws IOException {
    g.writeStartObject();
    g.writeFieldName(ROOT[0]);
    writeList(g, m.getModules(), MODULES);
    g.writeEndObject();
  }

  @Override public ModuleIds read(JsonParser p) throws IOException {
    p.nextToken();
    if (atNull(p, JsonToken.START_OBJECT)) return null;
    ModuleIds m = new ModuleIds();
    for (int f = 0; (f = nextField(p, ROOT, f)) >= 0; f++) {
      p.nextToken();
      m.setModules(readList(p, MODULES));
    }
    return m;
  }
}
