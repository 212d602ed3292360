package io.wirebench.codecs.jsoncompiled;

import com.bluelinelabs.logansquare.annotation.JsonField;
import com.bluelinelabs.logansquare.annotation.JsonObject;
import com.bluelinelabs.logansquare.annotation.JsonObject.FieldDetectionPolicy;
import com.bluelinelabs.logansquare.typeconverters.EnumValueTypeConverter;
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
import java.util.function.Function;

/**
 * The shared model as LoganSquare needs it: LoganSquare generates mappers only for classes
 * annotated {@link JsonObject}, and the shared model may not be annotated, so these mirror it field
 * for field (public fields, {@code NONPRIVATE_FIELDS}: its README's lightest form) with the same
 * JSON names. Enums go through {@link EnumValueTypeConverter}s (LoganSquare has no built-in enum
 * support), written as their names as every other codec does. {@link #toLogan} and
 * {@link #toModel} convert whole values (and {@code equals} compares through
 * the shared model, which the round-trip check uses); the codec does it once at bind time for the sample, and
 * only read-modify-write's change goes through the shared model.
 */
final class LoganSquareModels {
  private LoganSquareModels() {}

  /** The LoganSquare class mirroring a shared model class, or null when none does. */
  static Class<?> loganType(Class<?> modelType) {
    if (modelType == DbData.class) return LDbData.class;
    if (modelType == Measurements.class) return LMeasurements.class;
    if (modelType == Person.class) return LPerson.class;
    if (modelType == ModuleIds.class) return LModuleIds.class;
    if (modelType == DecimalMatrix.class) return LDecimalMatrix.class;
    if (modelType == MediaContent.class) return LMediaContent.class;
    return null;
  }

  static Object toLogan(Object m) {
    if (m instanceof DbData) return LDbData.of((DbData) m);
    if (m instanceof Measurements) return LMeasurements.of((Measurements) m);
    if (m instanceof Person) return LPerson.of((Person) m);
    if (m instanceof ModuleIds) return LModuleIds.of((ModuleIds) m);
    if (m instanceof DecimalMatrix) return LDecimalMatrix.of((DecimalMatrix) m);
    if (m instanceof MediaContent) return LMediaContent.of((MediaContent) m);
    throw new IllegalArgumentException("no LoganSquare model for " + m.getClass().getName());
  }

  static Object toModel(Object l) {
    if (l instanceof LDbData) return ((LDbData) l).model();
    if (l instanceof LMeasurements) return ((LMeasurements) l).model();
    if (l instanceof LPerson) return ((LPerson) l).model();
    if (l instanceof LModuleIds) return ((LModuleIds) l).model();
    if (l instanceof LDecimalMatrix) return ((LDecimalMatrix) l).model();
    if (l instanceof LMediaContent) return ((LMediaContent) l).model();
    throw new IllegalArgumentException("not a LoganSquare model: " + l.getClass().getName());
  }

  private static <A, B> List<B> map(List<A> from, Function<A, B> f) {
    if (from == null) return null;
    List<B> to = new ArrayList<>(from.size());
    for (A a : from) to.add(f.apply(a));
    return to;
  }

  public static final class StatusConverter extends EnumValueTypeConverter<DbRow.Status> {
    public StatusConverter() { super(DbRow.Status.class); }
  }

  public static final class TypeConverter extends EnumValueTypeConverter<Measurement.Type> {
    public TypeConverter() { super(Measurement.Type.class); }
  }

  public static final class PlayerConverter extends EnumValueTypeConverter<Media.Player> {
    public PlayerConverter() { super(Media.Player.class); }
  }

  public static final class SizeConverter extends EnumValueTypeConverter<Image.Size> {
    public SizeConverter() { super(Image.Size.class); }
  }

  @JsonObject(fieldDetectionPolicy = FieldDetectionPolicy.NONPRIVATE_FIELDS)
  public static final class LDbData {
    public List<LDbRow> rows;

    static LDbData of(DbData m) {
      LDbData l = new LDbData();
      l.rows = map(m.getRows(), LDbRow::of);
      return l;
    }

    DbData model() { return new DbData(map(rows, LDbRow::model)); }

    @Override public boolean equals(Object o) {
      return o instanceof LDbData && model().equals(((LDbData) o).model());
    }

    @Override public int hashCode() { return model().hashCode(); }
  }

  @JsonObject(fieldDetectionPolicy = FieldDetectionPolicy.NONPRIVATE_FIELDS)
  public static final class LDbRow {
    public long id;
    public String firstName;
    public String lastName;
    public String street;
    public String city;
    public String state;
    public String zip;
    public String email;
    @JsonField(typeConverter = StatusConverter.class) public DbRow.Status status;

    static LDbRow of(DbRow m) {
      LDbRow l = new LDbRow();
      l.id = m.getId();
      l.firstName = m.getFirstName();
      l.lastName = m.getLastName();
      l.street = m.getStreet();
      l.city = m.getCity();
      l.state = m.getState();
      l.zip = m.getZip();
      l.email = m.getEmail();
      l.status = m.getStatus();
      return l;
    }

    DbRow model() {
      DbRow m = new DbRow();
      m.setId(id);
      m.setFirstName(firstName);
      m.setLastName(lastName);
      m.setStreet(street);
      m.setCity(city);
      m.setState(state);
      m.setZip(zip);
      m.setEmail(email);
      m.setStatus(status);
      return m;
    }

    @Override public boolean equals(Object o) {
      return o instanceof LDbRow && model().equals(((LDbRow) o).model());
    }

    @Override public int hashCode() { return model().hashCode(); }
  }

  @JsonObject(fieldDetectionPolicy = FieldDetectionPolicy.NONPRIVATE_FIELDS)
  public static final class LMeasurements {
    public List<LMeasurement> items;

    static LMeasurements of(Measurements m) {
      LMeasurements l = new LMeasurements();
      l.items = map(m.getItems(), LMeasurement::of);
      return l;
    }

    Measurements model() { return new Measurements(map(items, LMeasurement::model)); }

    @Override public boolean equals(Object o) {
      return o instanceof LMeasurements && model().equals(((LMeasurements) o).model());
    }

    @Override public int hashCode() { return model().hashCode(); }
  }

  @JsonObject(fieldDetectionPolicy = FieldDetectionPolicy.NONPRIVATE_FIELDS)
  public static final class LMeasurement {
    public String measurementId;
    public int duration;
    public long time;
    @JsonField(typeConverter = TypeConverter.class) public Measurement.Type type;

    static LMeasurement of(Measurement m) {
      LMeasurement l = new LMeasurement();
      l.measurementId = m.getMeasurementId();
      l.duration = m.getDuration();
      l.time = m.getTime();
      l.type = m.getType();
      return l;
    }

    Measurement model() { return new Measurement(measurementId, duration, time, type); }

    @Override public boolean equals(Object o) {
      return o instanceof LMeasurement && model().equals(((LMeasurement) o).model());
    }

    @Override public int hashCode() { return model().hashCode(); }
  }

  @JsonObject(fieldDetectionPolicy = FieldDetectionPolicy.NONPRIVATE_FIELDS)
  public static final class LPerson {
    public String name;
    public int age;
    public String city;

    static LPerson of(Person m) {
      LPerson l = new LPerson();
      l.name = m.getName();
      l.age = m.getAge();
      l.city = m.getCity();
      return l;
    }

    Person model() { return new Person(name, age, city); }

    @Override public boolean equals(Object o) {
      return o instanceof LPerson && model().equals(((LPerson) o).model());
    }

    @Override public int hashCode() { return model().hashCode(); }
  }

  @JsonObject(fieldDetectionPolicy = FieldDetectionPolicy.NONPRIVATE_FIELDS)
  public static final class LModuleIds {
    public List<LModuleId> modules;

    static LModuleIds of(ModuleIds m) {
      LModuleIds l = new LModuleIds();
      l.modules = map(m.getModules(), LModuleId::of);
      return l;
    }

    ModuleIds model() { return new ModuleIds(map(modules, LModuleId::model)); }

    @Override public boolean equals(Object o) {
      return o instanceof LModuleIds && model().equals(((LModuleIds) o).model());
    }

    @Override public int hashCode() { return model().hashCode(); }
  }

  @JsonObject(fieldDetectionPolicy = FieldDetectionPolicy.NONPRIVATE_FIELDS)
  public static final class LModuleId {
    public String organization;
    public String name;
    public String revision;

    static LModuleId of(ModuleId m) {
      LModuleId l = new LModuleId();
      l.organization = m.getOrganization();
      l.name = m.getName();
      l.revision = m.getRevision();
      return l;
    }

    ModuleId model() { return new ModuleId(organization, name, revision); }

    @Override public boolean equals(Object o) {
      return o instanceof LModuleId && model().equals(((LModuleId) o).model());
    }

    @Override public int hashCode() { return model().hashCode(); }
  }

  @JsonObject(fieldDetectionPolicy = FieldDetectionPolicy.NONPRIVATE_FIELDS)
  public static final class LDecimalMatrix {
    public List<List<String>> rows;

    static LDecimalMatrix of(DecimalMatrix m) {
      LDecimalMatrix l = new LDecimalMatrix();
      l.rows = map(m.getRows(), ArrayList::new);
      return l;
    }

    DecimalMatrix model() { return new DecimalMatrix(map(rows, ArrayList::new)); }

    @Override public boolean equals(Object o) {
      return o instanceof LDecimalMatrix && model().equals(((LDecimalMatrix) o).model());
    }

    @Override public int hashCode() { return model().hashCode(); }
  }

  @JsonObject(fieldDetectionPolicy = FieldDetectionPolicy.NONPRIVATE_FIELDS)
  public static final class LMediaContent {
    public LMedia media;
    public List<LImage> images;

    static LMediaContent of(MediaContent m) {
      LMediaContent l = new LMediaContent();
      l.media = m.getMedia() == null ? null : LMedia.of(m.getMedia());
      l.images = map(m.getImages(), LImage::of);
      return l;
    }

    MediaContent model() {
      return new MediaContent(media == null ? null : media.model(), map(images, LImage::model));
    }

    @Override public boolean equals(Object o) {
      return o instanceof LMediaContent && model().equals(((LMediaContent) o).model());
    }

    @Override public int hashCode() { return model().hashCode(); }
  }

  @JsonObject(fieldDetectionPolicy = FieldDetectionPolicy.NONPRIVATE_FIELDS)
  public static final class LMedia {
    public String uri;
    public String title;
    public int width;
    public int height;
    public String format;
    public long duration;
    public long size;
    public int bitrate;
    public boolean hasBitrate;
    public List<String> persons;
    @JsonField(typeConverter = PlayerConverter.class) public Media.Player player;
    public String copyright;

    static LMedia of(Media m) {
      LMedia l = new LMedia();
      l.uri = m.getUri();
      l.title = m.getTitle();
      l.width = m.getWidth();
      l.height = m.getHeight();
      l.format = m.getFormat();
      l.duration = m.getDuration();
      l.size = m.getSize();
      l.bitrate = m.getBitrate();
      l.hasBitrate = m.isHasBitrate();
      l.persons = m.getPersons() == null ? null : new ArrayList<>(m.getPersons());
      l.player = m.getPlayer();
      l.copyright = m.getCopyright();
      return l;
    }

    Media model() {
      Media m = new Media();
      m.setUri(uri);
      m.setTitle(title);
      m.setWidth(width);
      m.setHeight(height);
      m.setFormat(format);
      m.setDuration(duration);
      m.setSize(size);
      m.setBitrate(bitrate);
      m.setHasBitrate(hasBitrate);
      m.setPersons(persons == null ? null : new ArrayList<>(persons));
      m.setPlayer(player);
      m.setCopyright(copyright);
      return m;
    }

    @Override public boolean equals(Object o) {
      return o instanceof LMedia && model().equals(((LMedia) o).model());
    }

    @Override public int hashCode() { return model().hashCode(); }
  }

  @JsonObject(fieldDetectionPolicy = FieldDetectionPolicy.NONPRIVATE_FIELDS)
  public static final class LImage {
    public String uri;
    public String title;
    public int width;
    public int height;
    @JsonField(typeConverter = SizeConverter.class) public Image.Size size;

    static LImage of(Image m) {
      LImage l = new LImage();
      l.uri = m.getUri();
      l.title = m.getTitle();
      l.width = m.getWidth();
      l.height = m.getHeight();
      l.size = m.getSize();
      return l;
    }

    Image model() { return new Image(uri, title, width, height, size); }

    @Override public boolean equals(Object o) {
      return o instanceof LImage && model().equals(((LImage) o).model());
    }

    @Override public int hashCode() { return model().hashCode(); }
  }
}
