package io.wirebench.codecs.binary;

import io.wirebench.core.DataSet;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import java.io.IOException;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;

/**
 * The hand-written msgpack-core code for one data set's type, chosen once at bind: the model
 * writers and readers, or the generic untyped path.
 */
final class MsgpackModel {
  /** Writes one value of the bound type. */
  private interface Writer {
    void write(MessagePacker p, Object v) throws IOException;
  }

  /** Reads one value of the bound type. */
  private interface Reader {
    Object read(MessageUnpacker u) throws IOException;
  }

  private final Writer writer;
  private final Reader reader;

  private MsgpackModel(Writer writer, Reader reader) {
    this.writer = writer;
    this.reader = reader;
  }

  void write(MessagePacker p, Object v) throws IOException {
    writer.write(p, v);
  }

  Object read(MessageUnpacker u) throws IOException {
    return reader.read(u);
  }

  static MsgpackModel forType(DataSet<?> dataSet) {
    Class<?> t = dataSet.type();
    if (dataSet.isUntyped()) {
      return new MsgpackModel(MsgpackUntyped::write, MsgpackUntyped::read);
    } else if (t == DbData.class) {
      return new MsgpackModel((p, v) -> MsgpackModelWriter.dbData(p, (DbData) v),
          u -> new MsgpackModelReader(u).dbData());
    } else if (t == Measurements.class) {
      return new MsgpackModel((p, v) -> MsgpackModelWriter.measurements(p, (Measurements) v),
          u -> new MsgpackModelReader(u).measurements());
    } else if (t == Person.class) {
      return new MsgpackModel((p, v) -> MsgpackModelWriter.person(p, (Person) v),
          u -> new MsgpackModelReader(u).person());
    } else if (t == ModuleIds.class) {
      return new MsgpackModel((p, v) -> MsgpackModelWriter.moduleIds(p, (ModuleIds) v),
          u -> new MsgpackModelReader(u).moduleIds());
    } else if (t == DecimalMatrix.class) {
      return new MsgpackModel((p, v) -> MsgpackModelWriter.decimalMatrix(p, (DecimalMatrix) v),
          u -> new MsgpackModelReader(u).decimalMatrix());
    } else if (t == MediaContent.class) {
      return new MsgpackModel((p, v) -> MsgpackMediaWriter.mediaContent(p, (MediaContent) v),
          u -> new MsgpackMediaReader(u).mediaContent());
    }
    throw UnsupportedDataSetException.needsCode(dataSet, "hand-written msgpack-core code", "msgpack-core has "
        + "hand-written code only for the built-in model classes and untyped data, not " + t.getName());
  }
}
