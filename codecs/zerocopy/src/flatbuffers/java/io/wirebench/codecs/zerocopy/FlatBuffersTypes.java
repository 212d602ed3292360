package io.wirebench.codecs.zerocopy;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.Table;
import io.wirebench.codecs.zerocopy.fb.FbDbData;
import io.wirebench.codecs.zerocopy.fb.FbDecimalMatrix;
import io.wirebench.codecs.zerocopy.fb.FbMeasurements;
import io.wirebench.codecs.zerocopy.fb.FbMediaContent;
import io.wirebench.codecs.zerocopy.fb.FbModuleIds;
import io.wirebench.codecs.zerocopy.fb.FbPerson;
import io.wirebench.codecs.zerocopy.fb.FbSparseModuleIds;
import io.wirebench.codecs.zerocopy.fb.ImageSize;
import io.wirebench.codecs.zerocopy.fb.MeasurementType;
import io.wirebench.codecs.zerocopy.fb.Player;
import io.wirebench.codecs.zerocopy.fb.Status;
import io.wirebench.core.DataSet;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import io.wirebench.core.model.SparseModuleIds;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * Each data set's root table, and the three things done with it: write the model into a builder
 * ({@link FlatBuffersWriting}), build the model from a buffer and visit every field of a buffer
 * without a model ({@link FlatBuffersReading}, the two side by side so that they read the same
 * fields). Enums are numbered from 1 in the model's order, 0 standing for null.
 */
final class FlatBuffersTypes {
  /** Writes a value into a builder and returns the offset of what it wrote. */
  interface Writer<V> {
    int write(FlatBufferBuilder b, V value);
  }

  /**
   * One data set's root table.
   *
   * @param modelType the shared model class
   * @param tableType the generated table
   * @param root the generated {@code getRootAs*}: the root table of a buffer
   * @param writer the model into a builder
   * @param toModel the full decode
   * @param access every field to a sink, no model built
   */
  record Root<M, T extends Table>(Class<M> modelType, Class<T> tableType,
      Function<ByteBuffer, T> root, Writer<M> writer, Function<T, M> toModel,
      BiConsumer<T, FlatBuffersFields> access) {}

  /**
   * The enums of each table's fields, by {@code Table.field}: a partial read names the constant
   * (the generated accessor returns its number, and nothing in the generated code says which
   * enum a field holds).
   */
  static final Map<String, String[]> ENUM_NAMES = Map.of(
      "FbDbRow.status", Status.names,
      "FbMeasurement.type", MeasurementType.names,
      "FbMedia.player", Player.names,
      "FbImage.size", ImageSize.names);

  static final List<Root<?, ?>> ALL = List.of(
      new Root<>(DbData.class, FbDbData.class, FbDbData::getRootAsFbDbData,
          FlatBuffersWriting::dbData, FlatBuffersReading::dbData, FlatBuffersReading::dbData),
      new Root<>(Measurements.class, FbMeasurements.class, FbMeasurements::getRootAsFbMeasurements,
          FlatBuffersWriting::measurements, FlatBuffersReading::measurements,
          FlatBuffersReading::measurements),
      new Root<>(Person.class, FbPerson.class, FbPerson::getRootAsFbPerson,
          FlatBuffersWriting::person, FlatBuffersReading::person, FlatBuffersReading::person),
      new Root<>(ModuleIds.class, FbModuleIds.class, FbModuleIds::getRootAsFbModuleIds,
          FlatBuffersWriting::moduleIds, FlatBuffersReading::moduleIds, FlatBuffersReading::moduleIds),
      new Root<>(SparseModuleIds.class, FbSparseModuleIds.class,
          FbSparseModuleIds::getRootAsFbSparseModuleIds, FlatBuffersWriting::sparseModuleIds,
          FlatBuffersReading::sparseModuleIds, FlatBuffersReading::sparseModuleIds),
      new Root<>(DecimalMatrix.class, FbDecimalMatrix.class, FbDecimalMatrix::getRootAsFbDecimalMatrix,
          FlatBuffersWriting::decimalMatrix, FlatBuffersReading::decimalMatrix,
          FlatBuffersReading::decimalMatrix),
      new Root<>(MediaContent.class, FbMediaContent.class, FbMediaContent::getRootAsFbMediaContent,
          FlatBuffersWriting::mediaContent, FlatBuffersReading::mediaContent,
          FlatBuffersReading::mediaContent));

  private FlatBuffersTypes() {}

  /** The root for a data set, or a gap for one no table here describes. */
  static Root<?, ?> find(DataSet<?> dataSet) {
    for (Root<?, ?> r : ALL) {
      if (r.modelType() == dataSet.type()) return r;
    }
    throw UnsupportedDataSetException.needsCode(dataSet, "a FlatBuffers schema and the classes flatc "
        + "generates from it", "no table written for " + dataSet.type().getName() + "; add one to "
        + "src/main/flatbuffers/wirebench.fbs and its conversions to FlatBuffersWriting and FlatBuffersReading");
  }

  /** The number an enum constant is written as: its position from 1, 0 for null. */
  static byte code(Enum<?> e) {
    return (byte) (e == null ? 0 : e.ordinal() + 1);
  }

  /** The constant a number stands for ({@link #code}); 0 is null. */
  static <E extends Enum<E>> E constant(E[] values, byte code) {
    return code == 0 ? null : values[code - 1];
  }
}
