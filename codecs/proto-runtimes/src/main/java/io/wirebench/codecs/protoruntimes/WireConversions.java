package io.wirebench.codecs.protoruntimes;

import com.squareup.wire.Message;
import com.squareup.wire.ProtoAdapter;
import com.squareup.wire.WireEnum;
import io.wirebench.codecs.schema.proto.DbData;
import io.wirebench.codecs.schema.proto.DbRow;
import io.wirebench.codecs.schema.proto.DecimalMatrix;
import io.wirebench.codecs.schema.proto.DecimalRow;
import io.wirebench.codecs.schema.proto.Image;
import io.wirebench.codecs.schema.proto.Measurement;
import io.wirebench.codecs.schema.proto.Measurements;
import io.wirebench.codecs.schema.proto.Media;
import io.wirebench.codecs.schema.proto.MediaContent;
import io.wirebench.codecs.schema.proto.ModuleId;
import io.wirebench.codecs.schema.proto.ModuleIds;
import io.wirebench.codecs.schema.proto.Person;
import io.wirebench.core.DataSet;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.model.SparseModuleIds;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The shared model to and from the immutable messages Wire generates from {@code wirebench.proto}
 * (the same package as protoc's classes, {@code java_package}; Wire makes each message a top-level
 * class, so the model's classes, which share their simple names, are spelled out here). The rules
 * are those of codecs/schema's ProtobufConversions, so that the two write the same bytes: an enum
 * goes by number (model ordinal + 1; 0, UNSPECIFIED, stands for null), the {@code optional}
 * strings keep null apart from "", and lists are copied into {@link ArrayList}s because a decoded
 * message's lists are immutable and the model's are not.
 */
final class WireConversions {
  /**
   * One model class and its message.
   *
   * @param modelType the shared model class
   * @param adapter the message's generated {@code ADAPTER}
   * @param toMessage model to message (through the message's builder)
   * @param toModel message to model
   */
  record Conversion<M extends Message<M, ?>>(Class<?> modelType, ProtoAdapter<M> adapter,
      Function<Object, M> toMessage, Function<M, Object> toModel) {
    @SuppressWarnings("unchecked")
    static <T, M extends Message<M, ?>> Conversion<M> of(Class<T> modelType, ProtoAdapter<M> adapter,
        Function<T, M> toMessage, Function<M, T> toModel) {
      return new Conversion<>(modelType, adapter, v -> toMessage.apply((T) v), toModel::apply);
    }
  }

  private static final io.wirebench.core.model.DbRow.Status[] STATUS =
      io.wirebench.core.model.DbRow.Status.values();
  private static final io.wirebench.core.model.Measurement.Type[] TYPE =
      io.wirebench.core.model.Measurement.Type.values();
  private static final io.wirebench.core.model.Media.Player[] PLAYER =
      io.wirebench.core.model.Media.Player.values();
  private static final io.wirebench.core.model.Image.Size[] SIZE =
      io.wirebench.core.model.Image.Size.values();
  // the messages' constants by number (each enum declares 0..n in order), made once
  private static final DbRow.Status[] W_STATUS = DbRow.Status.values();
  private static final Measurement.Type[] W_TYPE = Measurement.Type.values();
  private static final Media.Player[] W_PLAYER = Media.Player.values();
  private static final Image.Size[] W_SIZE = Image.Size.values();

  static final List<Conversion<?>> ALL = List.of(
      Conversion.of(io.wirebench.core.model.DbData.class, DbData.ADAPTER,
          WireConversions::toMessage, WireConversions::toModel),
      Conversion.of(io.wirebench.core.model.Measurements.class, Measurements.ADAPTER,
          WireConversions::toMessage, WireConversions::toModel),
      Conversion.of(io.wirebench.core.model.Person.class, Person.ADAPTER,
          p -> new Person.Builder().name(p.getName()).age(p.getAge()).city(p.getCity()).build(),
          p -> new io.wirebench.core.model.Person(p.name, p.age, p.city)),
      Conversion.of(io.wirebench.core.model.ModuleIds.class, ModuleIds.ADAPTER,
          WireConversions::toMessage, WireConversions::toModel),
      Conversion.of(io.wirebench.core.model.DecimalMatrix.class, DecimalMatrix.ADAPTER,
          WireConversions::toMessage, WireConversions::toModel),
      Conversion.of(io.wirebench.core.model.MediaContent.class, MediaContent.ADAPTER,
          WireConversions::toMessage, WireConversions::toModel));

  private WireConversions() {}

  /** The conversion for a data set, or a gap for data sets wirebench.proto does not describe. */
  static Conversion<?> find(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) {
      throw new UnsupportedDataSetException("needs a schema; binds the built-in model only");
    }
    for (Conversion<?> c : ALL) {
      if (c.modelType() == dataSet.type()) return c;
    }
    throw UnsupportedDataSetException.needsCode(dataSet, "classes Wire generates from a .proto schema",
        "wirebench.proto (codecs/schema) has no message for " + dataSet.type().getName()
            + (dataSet.type() == SparseModuleIds.class ? ", as for the protobuf codec" : "")
            + "; add one there, and a conversion here and in ProtobufConversions");
  }

  private static DbData toMessage(io.wirebench.core.model.DbData d) {
    List<DbRow> rows = new ArrayList<>(d.getRows().size());
    for (io.wirebench.core.model.DbRow r : d.getRows()) {
      rows.add(new DbRow.Builder().id(r.getId()).first_name(r.getFirstName()).last_name(r.getLastName())
          .street(r.getStreet()).city(r.getCity()).state(r.getState()).zip(r.getZip()).email(r.getEmail())
          .status(constant(W_STATUS, r.getStatus())).build());
    }
    return new DbData.Builder().rows(rows).build();
  }

  private static io.wirebench.core.model.DbData toModel(DbData p) {
    List<io.wirebench.core.model.DbRow> rows = new ArrayList<>(p.rows.size());
    for (DbRow r : p.rows) {
      rows.add(io.wirebench.core.model.DbRow.of(r.id, r.first_name, r.last_name, r.street, r.city,
          r.state, r.zip, r.email, model(STATUS, r.status)));
    }
    return new io.wirebench.core.model.DbData(rows);
  }

  private static Measurements toMessage(io.wirebench.core.model.Measurements m) {
    List<Measurement> items = new ArrayList<>(m.getItems().size());
    for (io.wirebench.core.model.Measurement i : m.getItems()) {
      items.add(new Measurement.Builder().measurement_id(i.getMeasurementId()).duration(i.getDuration())
          .time(i.getTime()).type(constant(W_TYPE, i.getType())).build());
    }
    return new Measurements.Builder().items(items).build();
  }

  private static io.wirebench.core.model.Measurements toModel(Measurements p) {
    List<io.wirebench.core.model.Measurement> items = new ArrayList<>(p.items.size());
    for (Measurement i : p.items) {
      items.add(new io.wirebench.core.model.Measurement(i.measurement_id, i.duration, i.time,
          model(TYPE, i.type)));
    }
    return new io.wirebench.core.model.Measurements(items);
  }

  private static ModuleIds toMessage(io.wirebench.core.model.ModuleIds m) {
    List<ModuleId> modules = new ArrayList<>(m.getModules().size());
    for (io.wirebench.core.model.ModuleId i : m.getModules()) {
      modules.add(new ModuleId.Builder().organization(i.getOrganization()).name(i.getName())
          .revision(i.getRevision()).build());
    }
    return new ModuleIds.Builder().modules(modules).build();
  }

  private static io.wirebench.core.model.ModuleIds toModel(ModuleIds p) {
    List<io.wirebench.core.model.ModuleId> modules = new ArrayList<>(p.modules.size());
    for (ModuleId i : p.modules) {
      modules.add(new io.wirebench.core.model.ModuleId(i.organization, i.name, i.revision));
    }
    return new io.wirebench.core.model.ModuleIds(modules);
  }

  private static DecimalMatrix toMessage(io.wirebench.core.model.DecimalMatrix d) {
    List<DecimalRow> rows = new ArrayList<>(d.getRows().size());
    for (List<String> row : d.getRows()) {
      rows.add(new DecimalRow.Builder().values(row).build()); // build() copies the list
    }
    return new DecimalMatrix.Builder().rows(rows).build();
  }

  private static io.wirebench.core.model.DecimalMatrix toModel(DecimalMatrix p) {
    List<List<String>> rows = new ArrayList<>(p.rows.size());
    for (DecimalRow row : p.rows) {
      rows.add(new ArrayList<>(row.values));
    }
    return new io.wirebench.core.model.DecimalMatrix(rows);
  }

  private static MediaContent toMessage(io.wirebench.core.model.MediaContent c) {
    io.wirebench.core.model.Media m = c.getMedia();
    Media media = new Media.Builder().uri(m.getUri()).title(m.getTitle()).width(m.getWidth())
        .height(m.getHeight()).format(m.getFormat()).duration(m.getDuration()).size(m.getSize())
        .bitrate(m.getBitrate()).has_bitrate(m.isHasBitrate()).persons(m.getPersons())
        .player(constant(W_PLAYER, m.getPlayer())).copyright(m.getCopyright()).build();
    List<Image> images = new ArrayList<>(c.getImages().size());
    for (io.wirebench.core.model.Image i : c.getImages()) {
      images.add(new Image.Builder().uri(i.getUri()).title(i.getTitle()).width(i.getWidth())
          .height(i.getHeight()).size(constant(W_SIZE, i.getSize())).build());
    }
    return new MediaContent.Builder().media(media).images(images).build();
  }

  private static io.wirebench.core.model.MediaContent toModel(MediaContent p) {
    Media pm = p.media;
    io.wirebench.core.model.Media m = io.wirebench.core.model.Media.of(pm.uri, pm.title, pm.width,
        pm.height, pm.format, pm.duration, pm.size, pm.bitrate, pm.has_bitrate,
        new ArrayList<>(pm.persons), model(PLAYER, pm.player), pm.copyright);
    List<io.wirebench.core.model.Image> images = new ArrayList<>(p.images.size());
    for (Image i : p.images) {
      images.add(new io.wirebench.core.model.Image(i.uri, i.title, i.width, i.height, model(SIZE, i.size)));
    }
    return new io.wirebench.core.model.MediaContent(m, images);
  }

  /** The message's constant for a model constant: number ordinal + 1; null is UNSPECIFIED (0). */
  private static <W extends Enum<W> & WireEnum> W constant(W[] wire, Enum<?> e) {
    return wire[e == null ? 0 : e.ordinal() + 1];
  }

  /** The model's constant for a message constant, by number; UNSPECIFIED (0) is null. */
  private static <E> E model(E[] values, WireEnum w) {
    int number = w.getValue();
    return number == 0 ? null : values[number - 1];
  }
}
