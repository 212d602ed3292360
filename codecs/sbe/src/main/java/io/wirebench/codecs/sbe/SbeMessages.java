package io.wirebench.codecs.sbe;

import io.wirebench.core.DataSet;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import io.wirebench.core.model.SparseModuleIds;
import java.util.Map;
import java.util.function.Supplier;

/** The message of each data set the schema models; a new one (its own flyweights) per binding. */
final class SbeMessages {
  private static final Map<Class<?>, Supplier<SbeMessage<?>>> BY_MODEL = Map.of(
      DbData.class, DbDataSbe::new,
      Measurements.class, MeasurementsSbe::new,
      Person.class, PersonSbe::new,
      ModuleIds.class, ModuleIdsSbe::new,
      DecimalMatrix.class, DecimalMatrixSbe::new,
      MediaContent.class, MediaContentSbe::new,
      SparseModuleIds.class, SparseModuleIdsSbe::new);

  private SbeMessages() {}

  /**
   * The message for {@code dataSet}'s model class.
   *
   * @throws UnsupportedDataSetException for a user's JSON file or class, which no schema describes
   */
  static SbeMessage<?> find(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) {
      throw new UnsupportedDataSetException("needs a schema; binds the built-in model only");
    }
    Supplier<SbeMessage<?>> message = BY_MODEL.get(dataSet.type());
    if (message != null) return message.get();
    throw UnsupportedDataSetException.needsCode(dataSet, "an SBE message schema and the flyweights "
        + "sbe-tool generates from it", "no SBE message written for " + dataSet.type().getName()
        + "; add one to codecs/sbe/src/main/sbe/wirebench-sbe.xml and a class beside DbDataSbe");
  }
}
