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
import java.util.ArrayList;
import java.util.List;

/**
 * Hand-written tagged decoding straight into the model classes. The name table is read first
 * (it is the message's last entry), and a field is bound only when the table names its key as the
 * model does; other keys are skipped by their length. Integers are accepted in any integer wire
 * type that fits the field; the order and structure checks of {@link TreeDecoder} apply.
 */
final class ModelReader extends ModelReaderSupport {

  ModelReader(TaggedInput in) {
    super(in);
  }

  /** Reads a whole message as an instance of {@code type}, one of the six data set roots. */
  Object readMessage(Class<?> type) {
    int end = in.limit;
    trusted = ModelFields.trusted(NameTable.locate(in));
    if (in.limit - in.pos >= 4 && TreeDecoder.isUnnamedValueKey(peekIntLE())) {
      throw in.error(in.pos, "the message holds a single " + WireType.name(peekIntLE())
          + ", not an object that could be a " + type.getSimpleName());
    }
    Object result;
    if (type == ModuleIds.class) {
      result = moduleIds();
    } else if (type == Measurements.class) {
      result = measurements();
    } else if (type == DbData.class) {
      result = dbData();
    } else if (type == Person.class) {
      result = person();
    } else if (type == MediaContent.class) {
      result = mediaContent();
    } else if (type == DecimalMatrix.class) {
      result = decimalMatrix();
    } else {
      throw new IllegalArgumentException("no hand-written tagged decoding for " + type);
    }
    in.limit = end;
    return result;
  }

  private ModuleIds moduleIds() {
    ModuleIds r = new ModuleIds();
    for (long prev = Long.MIN_VALUE; in.hasMore(); ) {
      int key = nextKey(prev);
      prev = key;
      int t = key & 0xFF;
      if ((key & ~0xFF) == K_MODULES && ok(MODULES, t)) {
        List<ModuleId> list = null;
        int old = beginList(MODULES, t);
        if (old != NULL_LIST) {
          list = new ArrayList<>();
          for (int i = 1; in.hasMore(); i++) {
            int mOld = beginElement(i);
            list.add(mOld == NULL_ELEMENT ? null : moduleId(mOld));
          }
          in.popLimit(old);
        }
        r.setModules(list);
      } else {
        in.skip(t, keyAt);
      }
    }
    return r;
  }

  private ModuleId moduleId(int old) {
    ModuleId m = new ModuleId();
    for (long prev = Long.MIN_VALUE; in.hasMore(); ) {
      int key = nextKey(prev);
      prev = key;
      int k = key & ~0xFF;
      int t = key & 0xFF;
      if (k == K_REVISION && ok(REVISION, t)) m.setRevision(str(REVISION, t));
      else if (k == K_ORGANIZATION && ok(ORGANIZATION, t)) m.setOrganization(str(ORGANIZATION, t));
      else if (k == K_NAME && ok(NAME, t)) m.setName(str(NAME, t));
      else in.skip(t, keyAt);
    }
    in.popLimit(old);
    return m;
  }

  private Measurements measurements() {
    Measurements r = new Measurements();
    for (long prev = Long.MIN_VALUE; in.hasMore(); ) {
      int key = nextKey(prev);
      prev = key;
      int t = key & 0xFF;
      if ((key & ~0xFF) == K_ITEMS && ok(ITEMS, t)) {
        List<Measurement> list = null;
        int old = beginList(ITEMS, t);
        if (old != NULL_LIST) {
          list = new ArrayList<>();
          for (int i = 1; in.hasMore(); i++) {
            int mOld = beginElement(i);
            list.add(mOld == NULL_ELEMENT ? null : measurement(mOld));
          }
          in.popLimit(old);
        }
        r.setItems(list);
      } else {
        in.skip(t, keyAt);
      }
    }
    return r;
  }

  private Measurement measurement(int old) {
    Measurement m = new Measurement();
    for (long prev = Long.MIN_VALUE; in.hasMore(); ) {
      int key = nextKey(prev);
      prev = key;
      int k = key & ~0xFF;
      int t = key & 0xFF;
      if (k == K_TYPE && ok(TYPE, t)) m.setType(enumOf(Measurement.Type.class, str(TYPE, t)));
      else if (k == K_MEASUREMENT_ID && ok(MEASUREMENT_ID, t)) m.setMeasurementId(str(MEASUREMENT_ID, t));
      else if (k == K_TIME && ok(TIME, t)) m.setTime(int64(TIME, t));
      else if (k == K_DURATION && ok(DURATION, t)) m.setDuration(int32(DURATION, t));
      else in.skip(t, keyAt);
    }
    in.popLimit(old);
    return m;
  }

  private DbData dbData() {
    DbData r = new DbData();
    for (long prev = Long.MIN_VALUE; in.hasMore(); ) {
      int key = nextKey(prev);
      prev = key;
      int t = key & 0xFF;
      if ((key & ~0xFF) == K_ROWS && ok(ROWS, t)) {
        List<DbRow> list = null;
        int old = beginList(ROWS, t);
        if (old != NULL_LIST) {
          list = new ArrayList<>();
          for (int i = 1; in.hasMore(); i++) {
            int mOld = beginElement(i);
            list.add(mOld == NULL_ELEMENT ? null : dbRow(mOld));
          }
          in.popLimit(old);
        }
        r.setRows(list);
      } else {
        in.skip(t, keyAt);
      }
    }
    return r;
  }

  private DbRow dbRow(int old) {
    DbRow r = new DbRow();
    for (long prev = Long.MIN_VALUE; in.hasMore(); ) {
      int key = nextKey(prev);
      prev = key;
      int k = key & ~0xFF;
      int t = key & 0xFF;
      if (k == K_STATUS && ok(STATUS, t)) r.setStatus(enumOf(DbRow.Status.class, str(STATUS, t)));
      else if (k == K_FIRST_NAME && ok(FIRST_NAME, t)) r.setFirstName(str(FIRST_NAME, t));
      else if (k == K_STREET && ok(STREET, t)) r.setStreet(str(STREET, t));
      else if (k == K_ZIP && ok(ZIP, t)) r.setZip(str(ZIP, t));
      else if (k == K_ID && ok(ID, t)) r.setId(int64(ID, t));
      else if (k == K_LAST_NAME && ok(LAST_NAME, t)) r.setLastName(str(LAST_NAME, t));
      else if (k == K_EMAIL && ok(EMAIL, t)) r.setEmail(str(EMAIL, t));
      else if (k == K_CITY && ok(CITY, t)) r.setCity(str(CITY, t));
      else if (k == K_STATE && ok(STATE, t)) r.setState(str(STATE, t));
      else in.skip(t, keyAt);
    }
    in.popLimit(old);
    return r;
  }

  private Person person() {
    Person p = new Person();
    for (long prev = Long.MIN_VALUE; in.hasMore(); ) {
      int key = nextKey(prev);
      prev = key;
      int k = key & ~0xFF;
      int t = key & 0xFF;
      if (k == K_AGE && ok(AGE, t)) p.setAge(int32(AGE, t));
      else if (k == K_NAME && ok(NAME, t)) p.setName(str(NAME, t));
      else if (k == K_CITY && ok(CITY, t)) p.setCity(str(CITY, t));
      else in.skip(t, keyAt);
    }
    return p;
  }

  private DecimalMatrix decimalMatrix() {
    DecimalMatrix r = new DecimalMatrix();
    for (long prev = Long.MIN_VALUE; in.hasMore(); ) {
      int key = nextKey(prev);
      prev = key;
      int t = key & 0xFF;
      if ((key & ~0xFF) == K_ROWS && ok(ROWS, t)) {
        List<List<String>> rows = null;
        int old = beginList(ROWS, t);
        if (old != NULL_LIST) {
          rows = new ArrayList<>();
          for (int i = 1; in.hasMore(); i++) {
            rows.add(stringElements(i));
          }
          in.popLimit(old);
        }
        r.setRows(rows);
      } else {
        in.skip(t, keyAt);
      }
    }
    return r;
  }

  private MediaContent mediaContent() {
    MediaContent c = new MediaContent();
    for (long prev = Long.MIN_VALUE; in.hasMore(); ) {
      int key = nextKey(prev);
      prev = key;
      int k = key & ~0xFF;
      int t = key & 0xFF;
      if (k == K_MEDIA && ok(MEDIA, t)) {
        int old = beginMessage(MEDIA, t);
        c.setMedia(old == NULL_LIST ? null : MediaReader.media(this, old));
      } else if (k == K_IMAGES && ok(IMAGES, t)) {
        List<Image> list = null;
        int old = beginList(IMAGES, t);
        if (old != NULL_LIST) {
          list = new ArrayList<>();
          for (int i = 1; in.hasMore(); i++) {
            int mOld = beginElement(i);
            list.add(mOld == NULL_ELEMENT ? null : MediaReader.image(this, mOld));
          }
          in.popLimit(old);
        }
        c.setImages(list);
      } else {
        in.skip(t, keyAt);
      }
    }
    return c;
  }
}
