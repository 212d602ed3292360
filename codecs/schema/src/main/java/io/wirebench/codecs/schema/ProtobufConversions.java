package io.wirebench.codecs.schema;

import static io.wirebench.codecs.schema.Conversion.map;

import com.google.protobuf.Message;
import io.wirebench.codecs.schema.proto.Pb;
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
 * The shared model to and from the messages protoc generates from {@code wirebench.proto}. Enums go
 * by number (model ordinal + 1; 0 is the proto3 UNSPECIFIED value and stands for null); the
 * optional strings (titles, copyright) keep null apart from "". Lists are copied into
 * {@link ArrayList}s, because a parsed message's lists are immutable and the model's are not.
 */
final class ProtobufConversions {
  private static final DbRow.Status[] STATUS = DbRow.Status.values();
  private static final Measurement.Type[] TYPE = Measurement.Type.values();
  private static final Media.Player[] PLAYER = Media.Player.values();
  private static final Image.Size[] SIZE = Image.Size.values();

  static final List<Conversion<Message>> ALL = List.of(
      Conversion.of(DbData.class, Pb.DbData::getDefaultInstance, d -> {
        Pb.DbData.Builder b = Pb.DbData.newBuilder();
        for (DbRow r : d.getRows()) {
          b.addRows(Pb.DbRow.newBuilder().setId(r.getId()).setFirstName(r.getFirstName())
              .setLastName(r.getLastName()).setStreet(r.getStreet()).setCity(r.getCity())
              .setState(r.getState()).setZip(r.getZip()).setEmail(r.getEmail())
              .setStatusValue(number(r.getStatus())));
        }
        return b.build();
      }, (Pb.DbData p) -> {
        List<DbRow> rows = new ArrayList<>(p.getRowsCount());
        for (Pb.DbRow r : p.getRowsList()) {
          rows.add(DbRow.of(r.getId(), r.getFirstName(), r.getLastName(), r.getStreet(), r.getCity(), r.getState(),
              r.getZip(), r.getEmail(), constant(STATUS, r.getStatusValue())));
        }
        return new DbData(rows);
      }),
      Conversion.of(Measurements.class, Pb.Measurements::getDefaultInstance, m -> {
        Pb.Measurements.Builder b = Pb.Measurements.newBuilder();
        for (Measurement i : m.getItems()) {
          b.addItems(Pb.Measurement.newBuilder().setMeasurementId(i.getMeasurementId())
              .setDuration(i.getDuration()).setTime(i.getTime()).setTypeValue(number(i.getType())));
        }
        return b.build();
      }, (Pb.Measurements p) -> new Measurements(map(p.getItemsList(),
          i -> new Measurement(i.getMeasurementId(), i.getDuration(), i.getTime(),
              constant(TYPE, i.getTypeValue()))))),
      Conversion.of(Person.class, Pb.Person::getDefaultInstance,
          p -> Pb.Person.newBuilder().setName(p.getName()).setAge(p.getAge()).setCity(p.getCity()).build(),
          (Pb.Person p) -> new Person(p.getName(), p.getAge(), p.getCity())),
      Conversion.of(ModuleIds.class, Pb.ModuleIds::getDefaultInstance, m -> {
        Pb.ModuleIds.Builder b = Pb.ModuleIds.newBuilder();
        for (ModuleId i : m.getModules()) {
          b.addModules(Pb.ModuleId.newBuilder().setOrganization(i.getOrganization())
              .setName(i.getName()).setRevision(i.getRevision()));
        }
        return b.build();
      }, (Pb.ModuleIds p) -> new ModuleIds(map(p.getModulesList(),
          i -> new ModuleId(i.getOrganization(), i.getName(), i.getRevision())))),
      Conversion.of(DecimalMatrix.class, Pb.DecimalMatrix::getDefaultInstance, d -> {
        Pb.DecimalMatrix.Builder b = Pb.DecimalMatrix.newBuilder();
        for (List<String> row : d.getRows()) {
          b.addRows(Pb.DecimalRow.newBuilder().addAllValues(row));
        }
        return b.build();
      }, (Pb.DecimalMatrix p) -> new DecimalMatrix(map(p.getRowsList(),
          row -> new ArrayList<>(row.getValuesList())))),
      Conversion.of(MediaContent.class, Pb.MediaContent::getDefaultInstance,
          ProtobufConversions::toMessage, ProtobufConversions::toModel));

  private ProtobufConversions() {}

  private static Pb.MediaContent toMessage(MediaContent c) {
    Media m = c.getMedia();
    Pb.Media.Builder mb = Pb.Media.newBuilder().setUri(m.getUri()).setWidth(m.getWidth())
        .setHeight(m.getHeight()).setFormat(m.getFormat()).setDuration(m.getDuration())
        .setSize(m.getSize()).setBitrate(m.getBitrate()).setHasBitrate(m.isHasBitrate())
        .addAllPersons(m.getPersons()).setPlayerValue(number(m.getPlayer()));
    if (m.getTitle() != null) mb.setTitle(m.getTitle());
    if (m.getCopyright() != null) mb.setCopyright(m.getCopyright());
    Pb.MediaContent.Builder b = Pb.MediaContent.newBuilder().setMedia(mb);
    for (Image i : c.getImages()) {
      Pb.Image.Builder ib = Pb.Image.newBuilder().setUri(i.getUri()).setWidth(i.getWidth())
          .setHeight(i.getHeight()).setSizeValue(number(i.getSize()));
      if (i.getTitle() != null) ib.setTitle(i.getTitle());
      b.addImages(ib);
    }
    return b.build();
  }

  private static MediaContent toModel(Pb.MediaContent p) {
    Pb.Media pm = p.getMedia();
    Media m = Media.of(pm.getUri(), pm.hasTitle() ? pm.getTitle() : null, pm.getWidth(), pm.getHeight(),
        pm.getFormat(), pm.getDuration(), pm.getSize(), pm.getBitrate(), pm.getHasBitrate(), new ArrayList<>(pm.getPersonsList()),
        constant(PLAYER, pm.getPlayerValue()), pm.hasCopyright() ? pm.getCopyright() : null);
    return new MediaContent(m, map(p.getImagesList(), i -> new Image(i.getUri(),
        i.hasTitle() ? i.getTitle() : null, i.getWidth(), i.getHeight(),
        constant(SIZE, i.getSizeValue()))));
  }

  private static int number(Enum<?> e) {
    return e == null ? 0 : e.ordinal() + 1;
  }

  private static <E> E constant(E[] values, int number) {
    return number == 0 ? null : values[number - 1];
  }
}
