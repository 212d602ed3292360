package io.wirebench.codecs.jackson;

import static io.wirebench.codecs.jackson.StreamingSupport.atNull;
import static io.wirebench.codecs.jackson.StreamingSupport.booleanValue;
import static io.wirebench.codecs.jackson.StreamingSupport.names;
import static io.wirebench.codecs.jackson.StreamingSupport.nextField;
import static io.wirebench.codecs.jackson.StreamingSupport.readList;
import static io.wirebench.codecs.jackson.StreamingSupport.strings;
import static io.wirebench.codecs.jackson.StreamingSupport.text;
import static io.wirebench.codecs.jackson.StreamingSupport.writeList;
import static io.wirebench.codecs.jackson.StreamingSupport.writeStrings;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import io.wirebench.core.model.SparseModuleId;
import io.wirebench.core.model.SparseModuleIds;
import java.io.IOException;

/**
 * {@link SparseModuleIds} by hand with Jackson's streaming API, every field written (as databind
 * does by default), in databind's order.
 */
final class SparseModuleIdsStreaming implements StreamingModel<SparseModuleIds> {
  private static final SerializedString[] ROOT = names("modules");
  private static final SerializedString[] MODULE = names("organization", "name", "revision",
      "configurations", "branchName", "changing", "transitive", "force", "explicitArtifacts",
      "exclusions");
  private static final StreamingSupport.Element<SparseModuleId> MODULES = new StreamingSupport.Element<>() {
    @Override public void write(JsonGenerator g, SparseModuleId id) throws IOException {
      g.writeStartObject();
      ModuleIdsStreaming.writeCoordinates(g, id.getOrganization(), id.getName(), id.getRevision());
      g.writeFieldName(MODULE[3]);
      g.writeString(id.getConfigurations());
      g.writeFieldName(MODULE[4]);
      g.writeString(id.getBranchName());
      g.writeFieldName(MODULE[5]);
      g.writeBoolean(id.isChanging());
      g.writeFieldName(MODULE[6]);
      g.writeBoolean(id.isTransitive());
      g.writeFieldName(MODULE[7]);
      g.writeBoolean(id.isForce());
      g.writeFieldName(MODULE[8]);
      writeStrings(g, id.getExplicitArtifacts());
      g.writeFieldName(MODULE[9]);
      writeStrings(g, id.getExclusions());
      g.writeEndObject();
    }

    @Override public SparseModuleId read(JsonParser p) throws IOException {
      if (atNull(p, JsonToken.START_OBJECT)) return null;
      SparseModuleId id = new SparseModuleId();
      for (int f = 0; (f = nextField(p, MODULE, f)) >= 0; f++) {
        switch (f) {
          case 0: id.setOrganization(text(p)); break;
          case 1: id.setName(text(p)); break;
          case 2: id.setRevision(text(p)); break;
          case 3: id.setConfigurations(text(p)); break;
          case 4: id.setBranchName(text(p)); break;
          case 5: id.setChanging(booleanValue(p)); break;
          case 6: id.setTransitive(booleanValue(p)); break;
          case 7: id.setForce(booleanValue(p)); break;
          case 8: p.nextToken(); id.setExplicitArtifacts(strings(p)); break;
          default: p.nextToken(); id.setExclusions(strings(p)); break;
        }
      }
      return id;
    }
  };

  @Override public void write(JsonGenerator g, SparseModuleIds m) throws IOException {
    g.writeStartObject();
    g.writeFieldName(ROOT[0]);
    writeList(g, m.getModules(), MODULES);
    g.writeEndObject();
  }

  @Override public SparseModuleIds read(JsonParser p) throws IOException {
    p.nextToken();
    if (atNull(p, JsonToken.START_OBJECT)) return null;
    SparseModuleIds m = new SparseModuleIds();
    for (int f = 0; (f = nextField(p, ROOT, f)) >= 0; f++) {
      p.nextToken();
      m.setModules(readList(p, MODULES));
    }
    return m;
  }
}
