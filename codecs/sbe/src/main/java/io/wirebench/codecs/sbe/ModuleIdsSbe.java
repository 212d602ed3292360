package io.wirebench.codecs.sbe;

import io.wirebench.core.PathSteps;
import io.wirebench.codecs.sbe.msg.MessageHeaderDecoder;
import io.wirebench.codecs.sbe.msg.MessageHeaderEncoder;
import io.wirebench.codecs.sbe.msg.ModuleIdsDecoder;
import io.wirebench.codecs.sbe.msg.ModuleIdsEncoder;
import io.wirebench.core.FieldSink;
import io.wirebench.core.model.ModuleId;
import io.wirebench.core.model.ModuleIds;
import java.util.ArrayList;
import java.util.List;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/** module-ids (and module-ids:N) as the ModuleIds message: one group entry of three strings per module. */
final class ModuleIdsSbe extends SbeMessage<ModuleIds> {
  static final List<String> MODULE = List.of("organization", "name", "revision");

  private final ModuleIdsEncoder encoder = new ModuleIdsEncoder();
  private final ModuleIdsDecoder decoder = new ModuleIdsDecoder();

  ModuleIdsSbe() {
    super(ModuleIds.class);
  }

  @Override int encode(ModuleIds m, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
    List<ModuleId> modules = m.getModules();
    ModuleIdsEncoder.ModulesEncoder e = encoder.wrapAndApplyHeader(buffer, 0, header).modulesCount(modules.size());
    for (ModuleId i : modules) {
      e.next().organization(i.getOrganization()).name(i.getName()).revision(i.getRevision());
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();
  }

  @Override ModuleIds decode(DirectBuffer buffer, MessageHeaderDecoder header) {
    ModuleIdsDecoder.ModulesDecoder modules = decoder.wrapAndApplyHeader(buffer, 0, header).modules();
    List<ModuleId> out = new ArrayList<>(modules.count());
    while (modules.hasNext()) {
      ModuleIdsDecoder.ModulesDecoder i = modules.next();
      String organization = i.organization(); // var data in schema order
      String name = i.name();
      out.add(new ModuleId(organization, name, i.revision()));
    }
    return new ModuleIds(out);
  }

  @Override void access(DirectBuffer buffer, MessageHeaderDecoder header, FieldSink sink) {
    ModuleIdsDecoder.ModulesDecoder modules = decoder.wrapAndApplyHeader(buffer, 0, header).modules();
    while (modules.hasNext()) {
      ModuleIdsDecoder.ModulesDecoder i = modules.next();
      sink.visit(chars.decodeScratch(i.getOrganization(chars.scratch(i.organizationLength()), 0, Integer.MAX_VALUE)));
      sink.visit(chars.decodeScratch(i.getName(chars.scratch(i.nameLength()), 0, Integer.MAX_VALUE)));
      sink.visit(chars.decodeScratch(i.getRevision(chars.scratch(i.revisionLength()), 0, Integer.MAX_VALUE)));
    }
  }

  @Override PartialRead partial(PathSteps path) {
    path.expect(0, "modules");
    int index = path.index(1);
    int field = path.field(2, MODULE);
    path.end(3);
    return (buffer, header) -> {
      ModuleIdsDecoder.ModulesDecoder modules = decoder.wrapAndApplyHeader(buffer, 0, header).modules();
      for (int i = checkIndex(index, modules.count(), path, "modules"); i > 0; i--) modules.next().sbeSkip();
      ModuleIdsDecoder.ModulesDecoder m = modules.next();
      if (field == 0) return m.organization();
      m.skipOrganization();
      if (field == 1) return m.name();
      m.skipName();
      return m.revision();
    };
  }

  @Override int limit() {
    return decoder.limit();
  }
}
