package io.wirebench.codecs.tagged;

import static io.wirebench.codecs.tagged.ModelFields.*;

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
import java.util.Arrays;
import java.util.List;

/**
 * Hand-written tagged encoding of the model classes: the same bytes {@link TreeEncoder} writes for
 * the model's JSON form (Jackson's bean properties, enums as names, nulls written as null), with
 * the fields of each class in the key order fixed by their hashes, keys precomputed, lengths
 * patched in place and no boxing. One instance is reused by one thread.
 */
final class ModelWriter {
  final TaggedOutput out = new TaggedOutput(4096);
  private final int[] used = new int[COUNT];

  /** Writes a whole message for a model object (one of the six data set roots). */
  void writeMessage(Object v) {
    out.reset();
    Arrays.fill(used, 0);
    if (v instanceof ModuleIds) {
      modules(((ModuleIds) v).getModules());
    } else if (v instanceof Measurements) {
      items(((Measurements) v).getItems());
    } else if (v instanceof DbData) {
      rows(((DbData) v).getRows());
    } else if (v instanceof Person) {
      person((Person) v);
    } else if (v instanceof MediaContent) {
      mediaContent((MediaContent) v);
    } else if (v instanceof DecimalMatrix) {
      matrix(((DecimalMatrix) v).getRows());
    } else {
      throw new IllegalArgumentException("no hand-written tagged encoding for " + v.getClass());
    }
    ModelFields.writeTable(out, used);
  }

  // field order inside each method is ascending key order (see ModelFieldOrderTest)

  private void modules(List<ModuleId> list) {
    long token = beginList(MODULES, list, 48);
    if (token < 0) return;
    for (int i = 0, n = list.size(); i < n; i++) {
      ModuleId m = list.get(i);
      if (beginElement(i, m)) continue;
      int len = out.beginLength(1);
      string(REVISION, m.getRevision());
      string(ORGANIZATION, m.getOrganization());
      string(NAME, m.getName());
      out.endLength(len, 1);
    }
    endList(token);
  }

  private void items(List<Measurement> list) {
    long token = beginList(ITEMS, list, 40);
    if (token < 0) return;
    for (int i = 0, n = list.size(); i < n; i++) {
      Measurement m = list.get(i);
      if (beginElement(i, m)) continue;
      int len = out.beginLength(1);
      string(TYPE, m.getType() == null ? null : m.getType().name());
      string(MEASUREMENT_ID, m.getMeasurementId());
      int64(TIME, m.getTime());
      int32(DURATION, m.getDuration());
      out.endLength(len, 1);
    }
    endList(token);
  }

  private void rows(List<DbRow> list) {
    long token = beginList(ROWS, list, 160);
    if (token < 0) return;
    for (int i = 0, n = list.size(); i < n; i++) {
      DbRow r = list.get(i);
      if (beginElement(i, r)) continue;
      int len = out.beginLength(2);
      string(STATUS, r.getStatus() == null ? null : r.getStatus().name());
      string(FIRST_NAME, r.getFirstName());
      string(STREET, r.getStreet());
      string(ZIP, r.getZip());
      int64(ID, r.getId());
      string(LAST_NAME, r.getLastName());
      string(EMAIL, r.getEmail());
      string(CITY, r.getCity());
      string(STATE, r.getState());
      out.endLength(len, 2);
    }
    endList(token);
  }

  private void person(Person p) {
    int32(AGE, p.getAge());
    string(NAME, p.getName());
    string(CITY, p.getCity());
  }

  private void mediaContent(MediaContent c) {
    Media m = c.getMedia();
    if (m == null) {
      nullField(MEDIA);
    } else {
      out.writeIntLE(KEY[MEDIA] | WireType.MESSAGE);
      used[MEDIA] |= 1 << WireType.MESSAGE;
      int len = out.beginLength(2);
      media(m);
      out.endLength(len, 2);
    }
    images(c.getImages());
  }

  private void media(Media m) {
    string(PLAYER, m.getPlayer() == null ? null : m.getPlayer().name());
    int64(SIZE, m.getSize());
    string(TITLE, m.getTitle());
    int32(HAS_BITRATE, m.isHasBitrate() ? 1 : 0);
    int32(BITRATE, m.getBitrate());
    int32(WIDTH, m.getWidth());
    int32(HEIGHT, m.getHeight());
    string(COPYRIGHT, m.getCopyright());
    List<String> persons = m.getPersons();
    long token = beginList(PERSONS, persons, 16);
    if (token >= 0) {
      strings(persons);
      endList(token);
    }
    int64(DURATION, m.getDuration());
    string(FORMAT, m.getFormat());
    string(URI, m.getUri());
  }

  private void images(List<Image> list) {
    long token = beginList(IMAGES, list, 80);
    if (token < 0) return;
    for (int i = 0, n = list.size(); i < n; i++) {
      Image im = list.get(i);
      if (beginElement(i, im)) continue;
      int len = out.beginLength(1);
      string(SIZE, im.getSize() == null ? null : im.getSize().name());
      string(TITLE, im.getTitle());
      int32(WIDTH, im.getWidth());
      int32(HEIGHT, im.getHeight());
      string(URI, im.getUri());
      out.endLength(len, 1);
    }
    endList(token);
  }

  private void matrix(List<List<String>> rows) {
    long token = beginList(ROWS, rows, 200);
    if (token < 0) return;
    for (int i = 0, n = rows.size(); i < n; i++) {
      List<String> row = rows.get(i);
      if (row == null) {
        out.writeIntLE((i + 1) << 4 | WireType.NULL);
        out.writeNullValue();
        continue;
      }
      out.writeIntLE((i + 1) << 4 | WireType.ARRAY);
      int reserve = TaggedOutput.varintSize(row.size() * 20);
      int len = out.beginLength(reserve);
      strings(row);
      out.endLength(len, reserve);
    }
    endList(token);
  }

  private void strings(List<String> list) {
    for (int i = 0, n = list.size(); i < n; i++) {
      String s = list.get(i);
      if (s == null) {
        out.writeIntLE((i + 1) << 4 | WireType.NULL);
        out.writeNullValue();
      } else {
        out.writeIntLE((i + 1) << 4 | WireType.STRING);
        out.writeString(s);
      }
    }
  }

  // ---- field and element helpers

  /**
   * Writes the key of a list field and reserves its length prefix, guessing its size from the
   * element count; returns the token for {@link #endList}, or -1 when the list was null (written
   * as null, nothing more to do).
   */
  private long beginList(int field, List<?> list, int bytesPerElement) {
    if (list == null) {
      nullField(field);
      return -1;
    }
    used[field] |= 1 << WireType.ARRAY;
    out.writeIntLE(KEY[field] | WireType.ARRAY);
    int reserve = TaggedOutput.varintSize((int) Math.min((long) list.size() * bytesPerElement,
        Integer.MAX_VALUE));
    return (long) out.beginLength(reserve) << 8 | reserve;
  }

  /** Patches the length of the list {@link #beginList} started. */
  private void endList(long token) {
    out.endLength((int) (token >>> 8), (int) token & 0xFF);
  }

  /** The key of element {@code i} as a message, or a null element; true when it was null. */
  private boolean beginElement(int i, Object element) {
    if (element == null) {
      out.writeIntLE((i + 1) << 4 | WireType.NULL);
      out.writeNullValue();
      return true;
    }
    out.writeIntLE((i + 1) << 4 | WireType.MESSAGE);
    return false;
  }

  private void nullField(int field) {
    used[field] |= 1;
    out.writeIntLE(KEY[field]);
    out.writeNullValue();
  }

  private void string(int field, String s) {
    if (s == null) {
      nullField(field);
    } else {
      used[field] |= 1 << WireType.STRING;
      out.writeIntLE(KEY[field] | WireType.STRING);
      out.writeString(s);
    }
  }

  private void int32(int field, int v) {
    used[field] |= 1 << WireType.SINT32;
    out.writeIntLE(KEY[field] | WireType.SINT32);
    out.writeSint32(v);
  }

  private void int64(int field, long v) {
    if (v == (int) v) {
      int32(field, (int) v);
    } else {
      used[field] |= 1 << WireType.SINT64;
      out.writeIntLE(KEY[field] | WireType.SINT64);
      out.writeSint64(v);
    }
  }
}
