package io.wirebench.codecs.sbe;

import io.wirebench.core.PathSteps;
import io.wirebench.codecs.sbe.msg.BooleanType;
import io.wirebench.codecs.sbe.msg.MessageHeaderDecoder;
import io.wirebench.codecs.sbe.msg.MessageHeaderEncoder;
import io.wirebench.codecs.sbe.msg.SparseModuleIdsDecoder;
import io.wirebench.codecs.sbe.msg.SparseModuleIdsDecoder.ModulesDecoder;
import io.wirebench.codecs.sbe.msg.SparseModuleIdsEncoder;
import io.wirebench.codecs.sbe.msg.SparseModuleIdsEncoder.ModulesEncoder;
import io.wirebench.core.FieldSink;
import io.wirebench.core.model.SparseModuleId;
import io.wirebench.core.model.SparseModuleIds;
import java.util.ArrayList;
import java.util.List;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/**
 * module-ids-sparse (and module-ids-sparse:N) as the SparseModuleIds message: per module, three
 * flags and the presence bits of configurations and branchName, two nested groups (explicit
 * artifacts, exclusions), then five strings. An empty list is a group of 0 entries.
 */
final class SparseModuleIdsSbe extends SbeMessage<SparseModuleIds> {
  /** A module's fields in schema order: fixed, the two groups, var data. */
  static final List<String> MODULE = List.of("changing", "transitive", "force", "explicitArtifacts",
      "exclusions", "organization", "name", "revision", "configurations", "branchName");

  private final SparseModuleIdsEncoder encoder = new SparseModuleIdsEncoder();
  private final SparseModuleIdsDecoder decoder = new SparseModuleIdsDecoder();

  SparseModuleIdsSbe() {
    super(SparseModuleIds.class);
  }

  @Override int encode(SparseModuleIds s, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
    List<SparseModuleId> modules = s.getModules();
    ModulesEncoder e = encoder.wrapAndApplyHeader(buffer, 0, header).modulesCount(modules.size());
    for (SparseModuleId m : modules) {
      e.next().changing(bool(m.isChanging())).transitive(bool(m.isTransitive())).force(bool(m.isForce()));
      e.present().clear().configurations(m.getConfigurations() != null).branchName(m.getBranchName() != null);
      List<String> artifacts = m.getExplicitArtifacts();
      ModulesEncoder.ExplicitArtifactsEncoder a = e.explicitArtifactsCount(artifacts.size());
      for (String artifact : artifacts) a.next().artifact(artifact);
      List<String> exclusions = m.getExclusions();
      ModulesEncoder.ExclusionsEncoder x = e.exclusionsCount(exclusions.size());
      for (String exclusion : exclusions) x.next().exclusion(exclusion);
      // null is written as empty; the presence bits tell
      e.organization(m.getOrganization()).name(m.getName()).revision(m.getRevision())
          .configurations(m.getConfigurations()).branchName(m.getBranchName());
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();
  }

  private static BooleanType bool(boolean b) {
    return b ? BooleanType.T : BooleanType.F;
  }

  @Override SparseModuleIds decode(DirectBuffer buffer, MessageHeaderDecoder header) {
    ModulesDecoder modules = decoder.wrapAndApplyHeader(buffer, 0, header).modules();
    List<SparseModuleId> out = new ArrayList<>(modules.count());
    while (modules.hasNext()) {
      ModulesDecoder d = modules.next();
      SparseModuleId m = new SparseModuleId();
      m.setChanging(d.changing() == BooleanType.T);
      m.setTransitive(d.transitive() == BooleanType.T);
      m.setForce(d.force() == BooleanType.T);
      boolean hasConfigurations = d.present().configurations();
      boolean hasBranch = d.present().branchName();
      for (ModulesDecoder.ExplicitArtifactsDecoder a = d.explicitArtifacts(); a.hasNext(); ) {
        m.getExplicitArtifacts().add(a.next().artifact());
      }
      for (ModulesDecoder.ExclusionsDecoder x = d.exclusions(); x.hasNext(); ) {
        m.getExclusions().add(x.next().exclusion());
      }
      m.setOrganization(d.organization());
      m.setName(d.name());
      m.setRevision(d.revision());
      if (hasConfigurations) m.setConfigurations(d.configurations()); else d.skipConfigurations();
      if (hasBranch) m.setBranchName(d.branchName()); else d.skipBranchName();
      out.add(m);
    }
    return new SparseModuleIds(out);
  }

  @Override void access(DirectBuffer buffer, MessageHeaderDecoder header, FieldSink sink) {
    ModulesDecoder modules = decoder.wrapAndApplyHeader(buffer, 0, header).modules();
    while (modules.hasNext()) {
      ModulesDecoder d = modules.next();
      sink.visit(d.changing() == BooleanType.T);
      sink.visit(d.transitive() == BooleanType.T);
      sink.visit(d.force() == BooleanType.T);
      boolean hasConfigurations = d.present().configurations();
      boolean hasBranch = d.present().branchName();
      for (ModulesDecoder.ExplicitArtifactsDecoder a = d.explicitArtifacts(); a.hasNext(); ) {
        a.next();
        sink.visit(chars.decodeScratch(a.getArtifact(chars.scratch(a.artifactLength()), 0, Integer.MAX_VALUE)));
      }
      for (ModulesDecoder.ExclusionsDecoder x = d.exclusions(); x.hasNext(); ) {
        x.next();
        sink.visit(chars.decodeScratch(x.getExclusion(chars.scratch(x.exclusionLength()), 0, Integer.MAX_VALUE)));
      }
      sink.visit(chars.decodeScratch(d.getOrganization(chars.scratch(d.organizationLength()), 0, Integer.MAX_VALUE)));
      sink.visit(chars.decodeScratch(d.getName(chars.scratch(d.nameLength()), 0, Integer.MAX_VALUE)));
      sink.visit(chars.decodeScratch(d.getRevision(chars.scratch(d.revisionLength()), 0, Integer.MAX_VALUE)));
      if (hasConfigurations) sink.visit(chars.decodeScratch(d.getConfigurations(chars.scratch(d.configurationsLength()), 0, Integer.MAX_VALUE))); else d.skipConfigurations();
      if (hasBranch) sink.visit(chars.decodeScratch(d.getBranchName(chars.scratch(d.branchNameLength()), 0, Integer.MAX_VALUE))); else d.skipBranchName();
    }
  }

  @Override PartialRead partial(PathSteps path) {
    path.expect(0, "modules");
    int index = path.index(1);
    int field = path.field(2, MODULE);
    boolean list = field == 3 || field == 4;
    int entry = list ? path.index(3) : -1;
    path.end(list ? 4 : 3);
    return (buffer, header) -> {
      ModulesDecoder modules = decoder.wrapAndApplyHeader(buffer, 0, header).modules();
      for (int i = checkIndex(index, modules.count(), path, "modules"); i > 0; i--) modules.next().sbeSkip();
      return field(modules.next(), field, entry, path);
    };
  }

  private static Object field(ModulesDecoder d, int field, int entry, PathSteps path) {
    switch (field) {
      case 0: return d.changing() == BooleanType.T;
      case 1: return d.transitive() == BooleanType.T;
      case 2: return d.force() == BooleanType.T;
      default: break;
    }
    ModulesDecoder.ExplicitArtifactsDecoder a = d.explicitArtifacts();
    if (field == 3) {
      for (int i = checkIndex(entry, a.count(), path, "explicitArtifacts"); i > 0; i--) a.next().sbeSkip();
      return a.next().artifact();
    }
    while (a.hasNext()) a.next().sbeSkip();
    ModulesDecoder.ExclusionsDecoder x = d.exclusions();
    if (field == 4) {
      for (int i = checkIndex(entry, x.count(), path, "exclusions"); i > 0; i--) x.next().sbeSkip();
      return x.next().exclusion();
    }
    while (x.hasNext()) x.next().sbeSkip();
    if (field == 5) return d.organization();
    d.skipOrganization();
    if (field == 6) return d.name();
    d.skipName();
    if (field == 7) return d.revision();
    d.skipRevision();
    if (field == 8) return d.present().configurations() ? d.configurations() : null;
    d.skipConfigurations();
    return d.present().branchName() ? d.branchName() : null;
  }

  @Override int limit() {
    return decoder.limit();
  }
}
