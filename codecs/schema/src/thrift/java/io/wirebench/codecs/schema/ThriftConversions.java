package io.wirebench.codecs.schema;

import static io.wirebench.codecs.schema.Conversion.map;
import static io.wirebench.codecs.schema.Conversion.sameOrdinal;

import io.wirebench.codecs.schema.thrift.ImageSize;
import io.wirebench.codecs.schema.thrift.MeasurementType;
import io.wirebench.codecs.schema.thrift.Player;
import io.wirebench.codecs.schema.thrift.Status;
import io.wirebench.codecs.schema.thrift.TDbData;
import io.wirebench.codecs.schema.thrift.TDbRow;
import io.wirebench.codecs.schema.thrift.TDecimalMatrix;
import io.wirebench.codecs.schema.thrift.TImage;
import io.wirebench.codecs.schema.thrift.TMeasurement;
import io.wirebench.codecs.schema.thrift.TMeasurements;
import io.wirebench.codecs.schema.thrift.TMedia;
import io.wirebench.codecs.schema.thrift.TMediaContent;
import io.wirebench.codecs.schema.thrift.TModuleId;
import io.wirebench.codecs.schema.thrift.TModuleIds;
import io.wirebench.codecs.schema.thrift.TPerson;
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
import org.apache.thrift.TBase;

/**
 * The shared model to and from the structs the Thrift compiler generates from
 * {@code wirebench.thrift}. Enums go by position (the IDL numbers the model's constants from 1, in
 * order); lists of strings are handed over as they are (Thrift reads lists into {@link ArrayList}).
 */
final class ThriftConversions {
  private static final Status[] T_STATUS = Status.values();
  private static final DbRow.Status[] STATUS = DbRow.Status.values();
  private static final MeasurementType[] T_TYPE = MeasurementType.values();
  private static final Measurement.Type[] TYPE = Measurement.Type.values();
  private static final Player[] T_PLAYER = Player.values();
  private static final Media.Player[] PLAYER = Media.Player.values();
  private static final ImageSize[] T_SIZE = ImageSize.values();
  private static final Image.Size[] SIZE = Image.Size.values();

  static final List<Conversion<TBase<?, ?>>> ALL = List.of(
      Conversion.of(DbData.class, TDbData::new,
          d -> new TDbData(map(d.getRows(), r -> new TDbRow(r.getId(), r.getFirstName(),
              r.getLastName(), r.getStreet(), r.getCity(), r.getState(), r.getZip(), r.getEmail(),
              sameOrdinal(T_STATUS, r.getStatus())))),
          (TDbData t) -> new DbData(map(t.getRows(), ThriftConversions::toModel))),
      Conversion.of(Measurements.class, TMeasurements::new,
          m -> new TMeasurements(map(m.getItems(), i -> new TMeasurement(i.getMeasurementId(),
              i.getDuration(), i.getTime(), sameOrdinal(T_TYPE, i.getType())))),
          (TMeasurements t) -> new Measurements(map(t.getItems(), i -> new Measurement(
              i.getMeasurementId(), i.getDuration(), i.getTime(), sameOrdinal(TYPE, i.getType()))))),
      Conversion.of(Person.class, TPerson::new,
          p -> new TPerson(p.getName(), p.getAge(), p.getCity()),
          (TPerson t) -> new Person(t.getName(), t.getAge(), t.getCity())),
      Conversion.of(ModuleIds.class, TModuleIds::new,
          m -> new TModuleIds(map(m.getModules(),
              i -> new TModuleId(i.getOrganization(), i.getName(), i.getRevision()))),
          (TModuleIds t) -> new ModuleIds(map(t.getModules(),
              i -> new ModuleId(i.getOrganization(), i.getName(), i.getRevision())))),
      Conversion.of(DecimalMatrix.class, TDecimalMatrix::new,
          d -> new TDecimalMatrix(d.getRows()),
          (TDecimalMatrix t) -> new DecimalMatrix(t.getRows())),
      Conversion.of(MediaContent.class, TMediaContent::new,
          c -> new TMediaContent(toStruct(c.getMedia()), map(c.getImages(),
              i -> new TImage(i.getUri(), i.getWidth(), i.getHeight(), sameOrdinal(T_SIZE, i.getSize()))
                  .setTitle(i.getTitle()))),
          (TMediaContent t) -> new MediaContent(toModel(t.getMedia()), map(t.getImages(),
              i -> new Image(i.getUri(), i.getTitle(), i.getWidth(), i.getHeight(),
                  sameOrdinal(SIZE, i.getSize()))))));

  private ThriftConversions() {}

  private static DbRow toModel(TDbRow t) {
    return DbRow.of(t.getId(), t.getFirstName(), t.getLastName(), t.getStreet(), t.getCity(),
        t.getState(), t.getZip(), t.getEmail(), sameOrdinal(STATUS, t.getStatus()));
  }

  private static TMedia toStruct(Media m) {
    return new TMedia(m.getUri(), m.getWidth(), m.getHeight(), m.getFormat(), m.getDuration(),
        m.getSize(), m.getBitrate(), m.isHasBitrate(), m.getPersons(),
        sameOrdinal(T_PLAYER, m.getPlayer())).setTitle(m.getTitle()).setCopyright(m.getCopyright());
  }

  private static Media toModel(TMedia t) {
    return Media.of(t.getUri(), t.getTitle(), t.getWidth(), t.getHeight(), t.getFormat(), t.getDuration(),
        t.getSize(), t.getBitrate(), t.isHasBitrate(), t.getPersons(), sameOrdinal(PLAYER, t.getPlayer()), t.getCopyright());
  }
}
