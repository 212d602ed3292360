package io.wirebench.codecs.zerocopy;

import static io.wirebench.codecs.zerocopy.FlatBuffersTypes.code;

import com.google.flatbuffers.FlatBufferBuilder;
import io.wirebench.codecs.zerocopy.FlatBuffersTypes.Writer;
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
import java.util.List;

/**
 * The shared model into FlatBuffers tables, bottom up as the format requires: a table's strings,
 * vectors and child tables are made before the table itself (Java evaluates the arguments of
 * the generated {@code create*} helpers before the helper starts the table). A null string or
 * list is left out of its table.
 */
final class FlatBuffersWriting {
  private FlatBuffersWriting() {}

  /** A generated {@code create*Vector}: a vector of the offsets of tables or strings. */
  private interface VectorOf {
    int create(FlatBufferBuilder b, int[] offsets);
  }

  static int dbData(FlatBufferBuilder b, DbData d) {
    return FbDbData.createFbDbData(b, vector(b, d.getRows(), FlatBuffersWriting::dbRow, FbDbData::createRowsVector));
  }

  private static int dbRow(FlatBufferBuilder b, DbRow r) {
    return FbDbRow.createFbDbRow(b, r.getId(), string(b, r.getFirstName()), string(b, r.getLastName()),
        string(b, r.getStreet()), string(b, r.getCity()), string(b, r.getState()), string(b, r.getZip()),
        string(b, r.getEmail()), code(r.getStatus()));
  }

  static int measurements(FlatBufferBuilder b, Measurements m) {
    return FbMeasurements.createFbMeasurements(b,
        vector(b, m.getItems(), FlatBuffersWriting::measurement, FbMeasurements::createItemsVector));
  }

  private static int measurement(FlatBufferBuilder b, Measurement m) {
    return FbMeasurement.createFbMeasurement(b, string(b, m.getMeasurementId()), m.getDuration(),
        m.getTime(), code(m.getType()));
  }

  static int person(FlatBufferBuilder b, Person p) {
    return FbPerson.createFbPerson(b, string(b, p.getName()), p.getAge(), string(b, p.getCity()));
  }

  static int moduleIds(FlatBufferBuilder b, ModuleIds m) {
    return FbModuleIds.createFbModuleIds(b, vector(b, m.getModules(), FlatBuffersWriting::moduleId,
        FbModuleIds::createModulesVector));
  }

  private static int moduleId(FlatBufferBuilder b, ModuleId m) {
    return FbModuleId.createFbModuleId(b, string(b, m.getOrganization()), string(b, m.getName()),
        string(b, m.getRevision()));
  }

  static int sparseModuleIds(FlatBufferBuilder b, SparseModuleIds m) {
    return FbSparseModuleIds.createFbSparseModuleIds(b, vector(b, m.getModules(),
        FlatBuffersWriting::sparseModuleId, FbSparseModuleIds::createModulesVector));
  }

  private static int sparseModuleId(FlatBufferBuilder b, SparseModuleId m) {
    return FbSparseModuleId.createFbSparseModuleId(b, string(b, m.getOrganization()),
        string(b, m.getName()), string(b, m.getRevision()), string(b, m.getConfigurations()),
        string(b, m.getBranchName()), m.isChanging(), m.isTransitive(), m.isForce(),
        strings(b, m.getExplicitArtifacts(), FbSparseModuleId::createExplicitArtifactsVector),
        strings(b, m.getExclusions(), FbSparseModuleId::createExclusionsVector));
  }

  static int decimalMatrix(FlatBufferBuilder b, DecimalMatrix d) {
    return FbDecimalMatrix.createFbDecimalMatrix(b, vector(b, d.getRows(),
        (bb, row) -> FbDecimalRow.createFbDecimalRow(bb, strings(bb, row, FbDecimalRow::createValuesVector)),
        FbDecimalMatrix::createRowsVector));
  }

  static int mediaContent(FlatBufferBuilder b, MediaContent c) {
    int media = c.getMedia() == null ? 0 : media(b, c.getMedia());
    return FbMediaContent.createFbMediaContent(b, media,
        vector(b, c.getImages(), FlatBuffersWriting::image, FbMediaContent::createImagesVector));
  }

  private static int media(FlatBufferBuilder b, Media m) {
    return FbMedia.createFbMedia(b, string(b, m.getUri()), string(b, m.getTitle()), m.getWidth(),
        m.getHeight(), string(b, m.getFormat()), m.getDuration(), m.getSize(), m.getBitrate(),
        m.isHasBitrate(), strings(b, m.getPersons(), FbMedia::createPersonsVector), code(m.getPlayer()),
        string(b, m.getCopyright()));
  }

  private static int image(FlatBufferBuilder b, Image i) {
    return FbImage.createFbImage(b, string(b, i.getUri()), string(b, i.getTitle()), i.getWidth(),
        i.getHeight(), code(i.getSize()));
  }

  /** A string, or 0 (the field left out) for null. */
  private static int string(FlatBufferBuilder b, String s) {
    return s == null ? 0 : b.createString(s);
  }

  /** A vector of strings, or 0 for a null list; a vector cannot hold a null string. */
  private static int strings(FlatBufferBuilder b, List<String> list, VectorOf vectorOf) {
    return vector(b, list, (bb, s) -> {
      if (s == null) {
        throw new IllegalArgumentException("a FlatBuffers vector of strings cannot hold null");
      }
      return bb.createString(s);
    }, vectorOf);
  }

  /** A vector of what {@code element} writes for each item, or 0 (left out) for a null list. */
  private static <E> int vector(FlatBufferBuilder b, List<E> list, Writer<E> element, VectorOf vectorOf) {
    if (list == null) return 0;
    int[] offsets = new int[list.size()];
    for (int i = 0; i < offsets.length; i++) {
      offsets[i] = element.write(b, list.get(i));
    }
    return vectorOf.create(b, offsets);
  }
}
