package io.wirebench.codecs.binary;

import static io.wirebench.codecs.binary.MsgpackModelWriter.ITEMS;
import static io.wirebench.codecs.binary.MsgpackModelWriter.MEASUREMENT;
import static io.wirebench.codecs.binary.MsgpackModelWriter.MEASUREMENT_TYPE;
import static io.wirebench.codecs.binary.MsgpackModelWriter.MODULE;
import static io.wirebench.codecs.binary.MsgpackModelWriter.MODULES;
import static io.wirebench.codecs.binary.MsgpackModelWriter.PERSON;
import static io.wirebench.codecs.binary.MsgpackModelWriter.ROW;
import static io.wirebench.codecs.binary.MsgpackModelWriter.ROWS;
import static io.wirebench.codecs.binary.MsgpackModelWriter.STATUS;

import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DbRow;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.Measurement;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.ModuleId;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.msgpack.core.MessageUnpacker;

/**
 * Hand-written msgpack-core readers for what {@link MsgpackModelWriter} writes: maps matched by
 * field name in any order (unknown fields skipped), names compared as bytes in one scratch array.
 */
class MsgpackModelReader {
  private static final DbRow.Status[] STATUSES = DbRow.Status.values();
  private static final Measurement.Type[] TYPES = Measurement.Type.values();

  final MessageUnpacker u;
  private final byte[] scratch = new byte[32];

  MsgpackModelReader(MessageUnpacker u) {
    this.u = u;
  }

  final int field(byte[][] names, int expected) throws IOException {
    return MsgpackKeys.match(u, scratch, names, expected);
  }

  DbData dbData() throws IOException {
    DbData d = new DbData();
    for (int i = 0, n = u.unpackMapHeader(); i < n; i++) {
      if (field(ROWS, 0) != 0) { u.skipValue(); continue; }
      if (u.tryUnpackNil()) { d.setRows(null); continue; }
      int size = u.unpackArrayHeader();
      List<DbRow> rows = new ArrayList<>(size);
      for (int j = 0; j < size; j++) rows.add(dbRow());
      d.setRows(rows);
    }
    return d;
  }

  private DbRow dbRow() throws IOException {
    DbRow r = new DbRow();
    for (int i = 0, n = u.unpackMapHeader(); i < n; i++) {
      switch (field(ROW, i)) {
        case 0: r.setId(u.unpackLong()); break;
        case 1: r.setFirstName(str()); break;
        case 2: r.setLastName(str()); break;
        case 3: r.setStreet(str()); break;
        case 4: r.setCity(str()); break;
        case 5: r.setState(str()); break;
        case 6: r.setZip(str()); break;
        case 7: r.setEmail(str()); break;
        case 8: r.setStatus(enumConstant(STATUS, STATUSES)); break;
        default: u.skipValue();
      }
    }
    return r;
  }

  Measurements measurements() throws IOException {
    Measurements m = new Measurements();
    for (int i = 0, n = u.unpackMapHeader(); i < n; i++) {
      if (field(ITEMS, 0) != 0) { u.skipValue(); continue; }
      if (u.tryUnpackNil()) { m.setItems(null); continue; }
      int size = u.unpackArrayHeader();
      List<Measurement> items = new ArrayList<>(size);
      for (int j = 0; j < size; j++) {
        Measurement it = new Measurement();
        for (int k = 0, fields = u.unpackMapHeader(); k < fields; k++) {
          switch (field(MEASUREMENT, k)) {
            case 0: it.setMeasurementId(str()); break;
            case 1: it.setDuration(u.unpackInt()); break;
            case 2: it.setTime(u.unpackLong()); break;
            case 3: it.setType(enumConstant(MEASUREMENT_TYPE, TYPES)); break;
            default: u.skipValue();
          }
        }
        items.add(it);
      }
      m.setItems(items);
    }
    return m;
  }

  Person person() throws IOException {
    Person p = new Person();
    for (int i = 0, n = u.unpackMapHeader(); i < n; i++) {
      switch (field(PERSON, i)) {
        case 0: p.setName(str()); break;
        case 1: p.setAge(u.unpackInt()); break;
        case 2: p.setCity(str()); break;
        default: u.skipValue();
      }
    }
    return p;
  }

  ModuleIds moduleIds() throws IOException {
    ModuleIds m = new ModuleIds();
    for (int i = 0, n = u.unpackMapHeader(); i < n; i++) {
      if (field(MODULES, 0) != 0) { u.skipValue(); continue; }
      if (u.tryUnpackNil()) { m.setModules(null); continue; }
      int size = u.unpackArrayHeader();
      List<ModuleId> modules = new ArrayList<>(size);
      for (int j = 0; j < size; j++) {
        ModuleId id = new ModuleId();
        for (int k = 0, fields = u.unpackMapHeader(); k < fields; k++) {
          switch (field(MODULE, k)) {
            case 0: id.setOrganization(str()); break;
            case 1: id.setName(str()); break;
            case 2: id.setRevision(str()); break;
            default: u.skipValue();
          }
        }
        modules.add(id);
      }
      m.setModules(modules);
    }
    return m;
  }

  DecimalMatrix decimalMatrix() throws IOException {
    DecimalMatrix d = new DecimalMatrix();
    for (int i = 0, n = u.unpackMapHeader(); i < n; i++) {
      if (field(ROWS, 0) != 0) { u.skipValue(); continue; }
      if (u.tryUnpackNil()) { d.setRows(null); continue; }
      int size = u.unpackArrayHeader();
      List<List<String>> rows = new ArrayList<>(size);
      for (int j = 0; j < size; j++) rows.add(strings());
      d.setRows(rows);
    }
    return d;
  }

  final String str() throws IOException {
    return u.tryUnpackNil() ? null : u.unpackString();
  }

  final List<String> strings() throws IOException {
    if (u.tryUnpackNil()) return null;
    int size = u.unpackArrayHeader();
    List<String> list = new ArrayList<>(size);
    for (int i = 0; i < size; i++) list.add(str());
    return list;
  }

  final <E extends Enum<E>> E enumConstant(byte[][] names, E[] constants) throws IOException {
    if (u.tryUnpackNil()) return null;
    int i = field(names, 0);
    if (i < 0) throw new IOException("unknown " + constants[0].getDeclaringClass().getSimpleName());
    return constants[i];
  }
}
