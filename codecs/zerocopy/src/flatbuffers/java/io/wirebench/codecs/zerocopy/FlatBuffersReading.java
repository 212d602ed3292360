package io.wirebench.codecs.zerocopy;

import static io.wirebench.codecs.zerocopy.FlatBuffersTypes.constant;

import io.wirebench.codecs.zerocopy.fb.FbDbData;
import io.wirebench.codecs.zerocopy.fb.FbDbRow;
import io.wirebench.codecs.zerocopy.fb.FbDecimalMatrix;
import io.wirebench.codecs.zerocopy.fb.FbDecimalRow;
import io.wirebench.codecs.zerocopy.fb.FbImage;
import io.wirebench.codecs.zerocopy.fb.FbMeasurement;
import io.wirebench.codecs.zerocopy.fb.FbMeasurements;
import io.wirebench.codecs.zerocopy.fb.FbMedia;
import io.wirebench.codecs.zerocopy.fb.FbMediaContent;
import io.wirebench.codecs.zerocopy.fb.FbModuleId;
import io.wirebench.codecs.zerocopy.fb.FbModuleIds;
import io.wirebench.codecs.zerocopy.fb.FbPerson;
import io.wirebench.codecs.zerocopy.fb.FbSparseModuleId;
import io.wirebench.codecs.zerocopy.fb.FbSparseModuleIds;
import io.wirebench.codecs.zerocopy.fb.ImageSize;
import io.wirebench.codecs.zerocopy.fb.MeasurementType;
import io.wirebench.codecs.zerocopy.fb.Player;
import io.wirebench.codecs.zerocopy.fb.Status;
import io.wirebench.core.FieldSink;
import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DbRow;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.Image;
import io.wirebench.core.model.Measurement;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.Media;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.ModuleId;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import io.wirebench.core.model.SparseModuleId;
import io.wirebench.core.model.SparseModuleIds;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * FlatBuffers tables read two ways, per table side by side: into the shared model (the full
 * decode of the {@code read} rows), and field by field into a {@link FieldSink} with no model
 * (the {@code access} rows; every scalar once, a null string or enum not at all). Vector
 * elements are read into one accessor object per vector, reused ({@code rows(row, i)}), as
 * FlatBuffers' documentation advises.
 */
final class FlatBuffersReading {
  private static final DbRow.Status[] STATUS = DbRow.Status.values();
  private static final Measurement.Type[] TYPE = Measurement.Type.values();
  private static final Media.Player[] PLAYER = Media.Player.values();
  private static final Image.Size[] SIZE = Image.Size.values();

  private FlatBuffersReading() {}

  static DbData dbData(FbDbData t) {
    FbDbRow r = new FbDbRow();
    List<DbRow> rows = new ArrayList<>(t.rowsLength());
    for (int i = 0, n = t.rowsLength(); i < n; i++) {
      t.rows(r, i);
      rows.add(DbRow.of(r.id(), r.firstName(), r.lastName(), r.street(), r.city(), r.state(), r.zip(),
          r.email(), constant(STATUS, r.status())));
    }
    return new DbData(rows);
  }

  static void dbData(FbDbData t, FlatBuffersFields s) {
    FbDbRow r = new FbDbRow();
    for (int i = 0, n = t.rowsLength(); i < n; i++) {
      t.rows(r, i);
      s.visit(r.id());
      s.string(r.firstNameInByteBuffer(s.view()));
      s.string(r.lastNameInByteBuffer(s.view()));
      s.string(r.streetInByteBuffer(s.view()));
      s.string(r.cityInByteBuffer(s.view()));
      s.string(r.stateInByteBuffer(s.view()));
      s.string(r.zipInByteBuffer(s.view()));
      s.string(r.emailInByteBuffer(s.view()));
      visit(s, Status.names, r.status());
    }
  }

  static Measurements measurements(FbMeasurements t) {
    FbMeasurement m = new FbMeasurement();
    List<Measurement> items = new ArrayList<>(t.itemsLength());
    for (int i = 0, n = t.itemsLength(); i < n; i++) {
      t.items(m, i);
      items.add(new Measurement(m.measurementId(), m.duration(), m.time(), constant(TYPE, m.type())));
    }
    return new Measurements(items);
  }

  static void measurements(FbMeasurements t, FlatBuffersFields s) {
    FbMeasurement m = new FbMeasurement();
    for (int i = 0, n = t.itemsLength(); i < n; i++) {
      t.items(m, i);
      s.string(m.measurementIdInByteBuffer(s.view()));
      s.visit(m.duration());
      s.visit(m.time());
      visit(s, MeasurementType.names, m.type());
    }
  }

  static Person person(FbPerson t) {
    return new Person(t.name(), t.age(), t.city());
  }

  static void person(FbPerson t, FlatBuffersFields s) {
    s.string(t.nameInByteBuffer(s.view()));
    s.visit(t.age());
    s.string(t.cityInByteBuffer(s.view()));
  }

  static ModuleIds moduleIds(FbModuleIds t) {
    FbModuleId m = new FbModuleId();
    List<ModuleId> modules = new ArrayList<>(t.modulesLength());
    for (int i = 0, n = t.modulesLength(); i < n; i++) {
      t.modules(m, i);
      modules.add(new ModuleId(m.organization(), m.name(), m.revision()));
    }
    return new ModuleIds(modules);
  }

  static void moduleIds(FbModuleIds t, FlatBuffersFields s) {
    FbModuleId m = new FbModuleId();
    for (int i = 0, n = t.modulesLength(); i < n; i++) {
      t.modules(m, i);
      s.string(m.organizationInByteBuffer(s.view()));
      s.string(m.nameInByteBuffer(s.view()));
      s.string(m.revisionInByteBuffer(s.view()));
    }
  }

  static SparseModuleIds sparseModuleIds(FbSparseModuleIds t) {
    FbSparseModuleId m = new FbSparseModuleId();
    List<SparseModuleId> modules = new ArrayList<>(t.modulesLength());
    for (int i = 0, n = t.modulesLength(); i < n; i++) {
      t.modules(m, i);
      SparseModuleId id = new SparseModuleId();
      id.setOrganization(m.organization());
      id.setName(m.name());
      id.setRevision(m.revision());
      id.setConfigurations(m.configurations());
      id.setBranchName(m.branchName());
      id.setChanging(m.changing());
      id.setTransitive(m.transitive());
      id.setForce(m.force());
      id.setExplicitArtifacts(strings(m.explicitArtifactsLength(), m::explicitArtifacts));
      id.setExclusions(strings(m.exclusionsLength(), m::exclusions));
      modules.add(id);
    }
    return new SparseModuleIds(modules);
  }

  static void sparseModuleIds(FbSparseModuleIds t, FlatBuffersFields s) {
    FbSparseModuleId m = new FbSparseModuleId();
    for (int i = 0, n = t.modulesLength(); i < n; i++) {
      t.modules(m, i);
      s.string(m.organizationInByteBuffer(s.view()));
      s.string(m.nameInByteBuffer(s.view()));
      s.string(m.revisionInByteBuffer(s.view()));
      s.string(m.configurationsInByteBuffer(s.view()));
      s.string(m.branchNameInByteBuffer(s.view()));
      s.visit(m.changing());
      s.visit(m.transitive());
      s.visit(m.force());
      s.strings(m.explicitArtifactsVector(s.vector()));
      s.strings(m.exclusionsVector(s.vector()));
    }
  }

  static DecimalMatrix decimalMatrix(FbDecimalMatrix t) {
    FbDecimalRow r = new FbDecimalRow();
    List<List<String>> rows = new ArrayList<>(t.rowsLength());
    for (int i = 0, n = t.rowsLength(); i < n; i++) {
      t.rows(r, i);
      rows.add(strings(r.valuesLength(), r::values));
    }
    return new DecimalMatrix(rows);
  }

  static void decimalMatrix(FbDecimalMatrix t, FlatBuffersFields s) {
    FbDecimalRow r = new FbDecimalRow();
    for (int i = 0, n = t.rowsLength(); i < n; i++) {
      t.rows(r, i);
      s.strings(r.valuesVector(s.vector()));
    }
  }

  static MediaContent mediaContent(FbMediaContent t) {
    FbMedia m = t.media();
    Media media = m == null ? null : Media.of(m.uri(), m.title(), m.width(), m.height(), m.format(),
        m.duration(), m.size(), m.bitrate(), m.hasBitrate(), strings(m.personsLength(), m::persons),
        constant(PLAYER, m.player()), m.copyright());
    FbImage im = new FbImage();
    List<Image> images = new ArrayList<>(t.imagesLength());
    for (int i = 0, n = t.imagesLength(); i < n; i++) {
      t.images(im, i);
      images.add(new Image(im.uri(), im.title(), im.width(), im.height(), constant(SIZE, im.size())));
    }
    return new MediaContent(media, images);
  }

  static void mediaContent(FbMediaContent t, FlatBuffersFields s) {
    FbMedia m = t.media();
    if (m != null) {
      s.string(m.uriInByteBuffer(s.view()));
      s.string(m.titleInByteBuffer(s.view()));
      s.visit(m.width());
      s.visit(m.height());
      s.string(m.formatInByteBuffer(s.view()));
      s.visit(m.duration());
      s.visit(m.size());
      s.visit(m.bitrate());
      s.visit(m.hasBitrate());
      s.strings(m.personsVector(s.vector()));
      visit(s, Player.names, m.player());
      s.string(m.copyrightInByteBuffer(s.view()));
    }
    FbImage im = new FbImage();
    for (int i = 0, n = t.imagesLength(); i < n; i++) {
      t.images(im, i);
      s.string(im.uriInByteBuffer(s.view()));
      s.string(im.titleInByteBuffer(s.view()));
      s.visit(im.width());
      s.visit(im.height());
      visit(s, ImageSize.names, im.size());
    }
  }

  /** A vector of strings as a list; an absent vector reads as an empty list. */
  private static List<String> strings(int length, IntFunction<String> element) {
    List<String> list = new ArrayList<>(length);
    for (int i = 0; i < length; i++) list.add(element.apply(i));
    return list;
  }

  /** An enum by its constant's name; 0 (null) is not visited. */
  private static void visit(FieldSink s, String[] names, byte code) {
    if (code != 0) s.visit(names[code]);
  }
}
