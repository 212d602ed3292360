package io.wirebench.codecs.schema;

import static io.wirebench.codecs.schema.Conversion.map;
import static io.wirebench.codecs.schema.Conversion.sameOrdinal;

import io.wirebench.codecs.schema.avro.AvroDbData;
import io.wirebench.codecs.schema.avro.AvroDbRow;
import io.wirebench.codecs.schema.avro.AvroDecimalMatrix;
import io.wirebench.codecs.schema.avro.AvroImage;
import io.wirebench.codecs.schema.avro.AvroImageSize;
import io.wirebench.codecs.schema.avro.AvroMeasurement;
import io.wirebench.codecs.schema.avro.AvroMeasurementType;
import io.wirebench.codecs.schema.avro.AvroMeasurements;
import io.wirebench.codecs.schema.avro.AvroMedia;
import io.wirebench.codecs.schema.avro.AvroMediaContent;
import io.wirebench.codecs.schema.avro.AvroModuleId;
import io.wirebench.codecs.schema.avro.AvroModuleIds;
import io.wirebench.codecs.schema.avro.AvroPerson;
import io.wirebench.codecs.schema.avro.AvroPlayer;
import io.wirebench.codecs.schema.avro.AvroStatus;
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
import java.util.List;
import org.apache.avro.specific.SpecificRecord;

/**
 * The shared model to and from the specific records avro-maven-plugin generates from
 * {@code src/main/avro}. Enums go by position (the schemas list the model's constants in order).
 * Lists of strings are handed over as they are: Avro writes any {@code List}, and the
 * {@code GenericData.Array} it reads is a mutable {@code List} the model can keep.
 */
final class AvroConversions {
  private static final AvroStatus[] AVRO_STATUS = AvroStatus.values();
  private static final DbRow.Status[] STATUS = DbRow.Status.values();
  private static final AvroMeasurementType[] AVRO_TYPE = AvroMeasurementType.values();
  private static final Measurement.Type[] TYPE = Measurement.Type.values();
  private static final AvroPlayer[] AVRO_PLAYER = AvroPlayer.values();
  private static final Media.Player[] PLAYER = Media.Player.values();
  private static final AvroImageSize[] IMAGE_SIZE = AvroImageSize.values();
  private static final Image.Size[] SIZE = Image.Size.values();

  static final List<Conversion<SpecificRecord>> ALL = List.of(
      Conversion.of(DbData.class, AvroDbData::new,
          d -> new AvroDbData(map(d.getRows(), AvroConversions::toRecord)),
          (AvroDbData a) -> new DbData(map(a.getRows(), AvroConversions::toModel))),
      Conversion.of(Measurements.class, AvroMeasurements::new,
          m -> new AvroMeasurements(map(m.getItems(), AvroConversions::toRecord)),
          (AvroMeasurements a) -> new Measurements(map(a.getItems(), AvroConversions::toModel))),
      Conversion.of(Person.class, AvroPerson::new,
          p -> new AvroPerson(p.getName(), p.getAge(), p.getCity()),
          (AvroPerson a) -> new Person(a.getName(), a.getAge(), a.getCity())),
      Conversion.of(ModuleIds.class, AvroModuleIds::new,
          m -> new AvroModuleIds(map(m.getModules(),
              i -> new AvroModuleId(i.getOrganization(), i.getName(), i.getRevision()))),
          (AvroModuleIds a) -> new ModuleIds(map(a.getModules(),
              i -> new ModuleId(i.getOrganization(), i.getName(), i.getRevision())))),
      Conversion.of(DecimalMatrix.class, AvroDecimalMatrix::new,
          d -> new AvroDecimalMatrix(d.getRows()),
          (AvroDecimalMatrix a) -> new DecimalMatrix(a.getRows())),
      Conversion.of(MediaContent.class, AvroMediaContent::new,
          c -> new AvroMediaContent(toRecord(c.getMedia()), map(c.getImages(),
              i -> new AvroImage(i.getUri(), i.getTitle(), i.getWidth(), i.getHeight(),
                  sameOrdinal(IMAGE_SIZE, i.getSize())))),
          (AvroMediaContent a) -> new MediaContent(toModel(a.getMedia()), map(a.getImages(),
              i -> new Image(i.getUri(), i.getTitle(), i.getWidth(), i.getHeight(),
                  sameOrdinal(SIZE, i.getSize()))))));

  private AvroConversions() {}

  private static AvroDbRow toRecord(DbRow r) {
    AvroDbRow a = new AvroDbRow();
    a.setId(r.getId());
    a.setFirstName(r.getFirstName());
    a.setLastName(r.getLastName());
    a.setStreet(r.getStreet());
    a.setCity(r.getCity());
    a.setState(r.getState());
    a.setZip(r.getZip());
    a.setEmail(r.getEmail());
    a.setStatus(sameOrdinal(AVRO_STATUS, r.getStatus()));
    return a;
  }

  private static DbRow toModel(AvroDbRow a) {
    return DbRow.of(a.getId(), a.getFirstName(), a.getLastName(), a.getStreet(), a.getCity(),
        a.getState(), a.getZip(), a.getEmail(), sameOrdinal(STATUS, a.getStatus()));
  }

  private static AvroMeasurement toRecord(Measurement m) {
    AvroMeasurement a = new AvroMeasurement();
    a.setMeasurementId(m.getMeasurementId());
    a.setDuration(m.getDuration());
    a.setTime(m.getTime());
    a.setType(sameOrdinal(AVRO_TYPE, m.getType()));
    return a;
  }

  private static Measurement toModel(AvroMeasurement a) {
    return new Measurement(a.getMeasurementId(), a.getDuration(), a.getTime(),
        sameOrdinal(TYPE, a.getType()));
  }

  private static AvroMedia toRecord(Media m) {
    AvroMedia a = new AvroMedia();
    a.setUri(m.getUri());
    a.setTitle(m.getTitle());
    a.setWidth(m.getWidth());
    a.setHeight(m.getHeight());
    a.setFormat(m.getFormat());
    a.setDuration(m.getDuration());
    a.setSize(m.getSize());
    a.setBitrate(m.getBitrate());
    a.setHasBitrate(m.isHasBitrate());
    a.setPersons(m.getPersons());
    a.setPlayer(sameOrdinal(AVRO_PLAYER, m.getPlayer()));
    a.setCopyright(m.getCopyright());
    return a;
  }

  private static Media toModel(AvroMedia a) {
    return Media.of(a.getUri(), a.getTitle(), a.getWidth(), a.getHeight(), a.getFormat(), a.getDuration(),
        a.getSize(), a.getBitrate(), a.getHasBitrate(), a.getPersons(), sameOrdinal(PLAYER, a.getPlayer()), a.getCopyright());
  }
}
