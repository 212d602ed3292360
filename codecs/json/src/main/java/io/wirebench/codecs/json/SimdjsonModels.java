package io.wirebench.codecs.json;

import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DbRow;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.Image;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.Media;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import io.wirebench.core.model.SparseModuleIds;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The shared model as simdjson-java binds it: simdjson-java 0.4 fills records (through their
 * canonical constructor) or classes with a single constructor whose parameters are annotated,
 * and knows primitives, boxed numbers, String, arrays and Lists, no enums. The shared model has
 * two constructors and enums, so these records mirror it with the same JSON names, enums as
 * their names. {@link #toRecord} converts the data set's value once, at bind time.
 */
final class SimdjsonModels {
  private SimdjsonModels() {}

  record SPerson(String name, int age, String city) {}

  record SDbData(List<SDbRow> rows) {}

  record SDbRow(long id, String firstName, String lastName, String street, String city,
      String state, String zip, String email, String status) {}

  record SMeasurements(List<SMeasurement> items) {}

  record SMeasurement(String measurementId, int duration, long time, String type) {}

  record SModuleIds(List<SModuleId> modules) {}

  record SModuleId(String organization, String name, String revision) {}

  record SSparseModuleIds(List<SSparseModuleId> modules) {}

  record SSparseModuleId(String organization, String name, String revision, String configurations,
      String branchName, boolean changing, boolean transitive, boolean force,
      List<String> explicitArtifacts, List<String> exclusions) {}

  record SDecimalMatrix(List<List<String>> rows) {}

  record SMediaContent(SMedia media, List<SImage> images) {}

  record SMedia(String uri, String title, int width, int height, String format, long duration,
      long size, int bitrate, boolean hasBitrate, List<String> persons, String player,
      String copyright) {}

  record SImage(String uri, String title, int width, int height, String size) {}

  /** The record class mirroring a shared model class, or null when none does. */
  static Class<?> recordType(Class<?> modelType) {
    if (modelType == DbData.class) return SDbData.class;
    if (modelType == Measurements.class) return SMeasurements.class;
    if (modelType == Person.class) return SPerson.class;
    if (modelType == ModuleIds.class) return SModuleIds.class;
    if (modelType == SparseModuleIds.class) return SSparseModuleIds.class;
    if (modelType == DecimalMatrix.class) return SDecimalMatrix.class;
    if (modelType == MediaContent.class) return SMediaContent.class;
    return null;
  }

  static Object toRecord(Object m) {
    if (m instanceof Person p) return new SPerson(p.getName(), p.getAge(), p.getCity());
    if (m instanceof DbData d) return new SDbData(map(d.getRows(), SimdjsonModels::row));
    if (m instanceof Measurements ms) {
      return new SMeasurements(map(ms.getItems(), x -> new SMeasurement(x.getMeasurementId(),
          x.getDuration(), x.getTime(), name(x.getType()))));
    }
    if (m instanceof ModuleIds ids) {
      return new SModuleIds(map(ids.getModules(),
          x -> new SModuleId(x.getOrganization(), x.getName(), x.getRevision())));
    }
    if (m instanceof SparseModuleIds ids) {
      return new SSparseModuleIds(map(ids.getModules(), x -> new SSparseModuleId(x.getOrganization(),
          x.getName(), x.getRevision(), x.getConfigurations(), x.getBranchName(), x.isChanging(),
          x.isTransitive(), x.isForce(), x.getExplicitArtifacts(), x.getExclusions())));
    }
    if (m instanceof DecimalMatrix dm) return new SDecimalMatrix(map(dm.getRows(), ArrayList::new));
    if (m instanceof MediaContent mc) {
      Media x = mc.getMedia();
      SMedia media = x == null ? null : new SMedia(x.getUri(), x.getTitle(), x.getWidth(),
          x.getHeight(), x.getFormat(), x.getDuration(), x.getSize(), x.getBitrate(),
          x.isHasBitrate(), x.getPersons(), name(x.getPlayer()), x.getCopyright());
      return new SMediaContent(media, map(mc.getImages(), (Image i) -> new SImage(i.getUri(),
          i.getTitle(), i.getWidth(), i.getHeight(), name(i.getSize()))));
    }
    throw new IllegalArgumentException("no simdjson record for " + m.getClass().getName());
  }

  private static SDbRow row(DbRow r) {
    return new SDbRow(r.getId(), r.getFirstName(), r.getLastName(), r.getStreet(), r.getCity(),
        r.getState(), r.getZip(), r.getEmail(), name(r.getStatus()));
  }

  private static String name(Enum<?> e) {
    return e == null ? null : e.name();
  }

  private static <A, B> List<B> map(List<A> from, Function<A, B> f) {
    if (from == null) return null;
    List<B> to = new ArrayList<>(from.size());
    for (A a : from) to.add(f.apply(a));
    return to;
  }
}
