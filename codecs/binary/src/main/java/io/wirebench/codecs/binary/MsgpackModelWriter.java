package io.wirebench.codecs.binary;

import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DbRow;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.Image;
import io.wirebench.core.model.Measurement;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.Media;
import io.wirebench.core.model.ModuleId;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import java.io.IOException;
import java.util.List;
import org.msgpack.core.MessagePacker;

/**
 * Hand-written msgpack-core writers for the model: each object a map keyed by its field names (the
 * JSON's data), nulls as nil, enums as their names; names pre-encoded by {@link MsgpackKeys}.
 */
final class MsgpackModelWriter {
  static final byte[][] ROWS = MsgpackKeys.encode("rows");
  static final byte[][] ROW = MsgpackKeys.encode("id", "firstName", "lastName", "street", "city",
      "state", "zip", "email", "status");
  static final byte[][] STATUS = MsgpackKeys.encode(DbRow.Status.values());
  static final byte[][] ITEMS = MsgpackKeys.encode("items");
  static final byte[][] MEASUREMENT = MsgpackKeys.encode("measurementId", "duration", "time",
      "type");
  static final byte[][] MEASUREMENT_TYPE = MsgpackKeys.encode(Measurement.Type.values());
  static final byte[][] PERSON = MsgpackKeys.encode("name", "age", "city");
  static final byte[][] MODULES = MsgpackKeys.encode("modules");
  static final byte[][] MODULE = MsgpackKeys.encode("organization", "name", "revision");
  static final byte[][] CONTENT = MsgpackKeys.encode("media", "images");
  static final byte[][] MEDIA = MsgpackKeys.encode("uri", "title", "width", "height", "format",
      "duration", "size", "bitrate", "hasBitrate", "persons", "player", "copyright");
  static final byte[][] PLAYER = MsgpackKeys.encode(Media.Player.values());
  static final byte[][] IMAGE = MsgpackKeys.encode("uri", "title", "width", "height", "size");
  static final byte[][] IMAGE_SIZE = MsgpackKeys.encode(Image.Size.values());

  private MsgpackModelWriter() {}

  static void dbData(MessagePacker p, DbData d) throws IOException {
    p.packMapHeader(1).writePayload(ROWS[0]);
    List<DbRow> rows = d.getRows();
    if (rows == null) {
      p.packNil();
      return;
    }
    p.packArrayHeader(rows.size());
    for (DbRow r : rows) {
      p.packMapHeader(9).writePayload(ROW[0]).packLong(r.getId());
      p.writePayload(ROW[1]);
      str(p, r.getFirstName());
      p.writePayload(ROW[2]);
      str(p, r.getLastName());
      p.writePayload(ROW[3]);
      str(p, r.getStreet());
      p.writePayload(ROW[4]);
      str(p, r.getCity());
      p.writePayload(ROW[5]);
      str(p, r.getState());
      p.writePayload(ROW[6]);
      str(p, r.getZip());
      p.writePayload(ROW[7]);
      str(p, r.getEmail());
      p.writePayload(ROW[8]);
      enumName(p, STATUS, r.getStatus());
    }
  }

  static void measurements(MessagePacker p, Measurements m) throws IOException {
    p.packMapHeader(1).writePayload(ITEMS[0]);
    List<Measurement> items = m.getItems();
    if (items == null) {
      p.packNil();
      return;
    }
    p.packArrayHeader(items.size());
    for (Measurement i : items) {
      p.packMapHeader(4).writePayload(MEASUREMENT[0]);
      str(p, i.getMeasurementId());
      p.writePayload(MEASUREMENT[1]).packInt(i.getDuration());
      p.writePayload(MEASUREMENT[2]).packLong(i.getTime());
      p.writePayload(MEASUREMENT[3]);
      enumName(p, MEASUREMENT_TYPE, i.getType());
    }
  }

  static void person(MessagePacker p, Person v) throws IOException {
    p.packMapHeader(3).writePayload(PERSON[0]);
    str(p, v.getName());
    p.writePayload(PERSON[1]).packInt(v.getAge());
    p.writePayload(PERSON[2]);
    str(p, v.getCity());
  }

  static void moduleIds(MessagePacker p, ModuleIds m) throws IOException {
    p.packMapHeader(1).writePayload(MODULES[0]);
    List<ModuleId> modules = m.getModules();
    if (modules == null) {
      p.packNil();
      return;
    }
    p.packArrayHeader(modules.size());
    for (ModuleId id : modules) {
      p.packMapHeader(3).writePayload(MODULE[0]);
      str(p, id.getOrganization());
      p.writePayload(MODULE[1]);
      str(p, id.getName());
      p.writePayload(MODULE[2]);
      str(p, id.getRevision());
    }
  }

  static void decimalMatrix(MessagePacker p, DecimalMatrix m) throws IOException {
    p.packMapHeader(1).writePayload(ROWS[0]);
    List<List<String>> rows = m.getRows();
    if (rows == null) {
      p.packNil();
      return;
    }
    p.packArrayHeader(rows.size());
    for (List<String> row : rows) {
      strings(p, row);
    }
  }

  static void str(MessagePacker p, String s) throws IOException {
    if (s == null) p.packNil(); else p.packString(s);
  }

  static void strings(MessagePacker p, List<String> list) throws IOException {
    if (list == null) {
      p.packNil();
      return;
    }
    p.packArrayHeader(list.size());
    for (String s : list) {
      str(p, s);
    }
  }

  static void enumName(MessagePacker p, byte[][] names, Enum<?> e) throws IOException {
    if (e == null) p.packNil(); else p.writePayload(names[e.ordinal()]);
  }
}
