package io.wirebench.codecs.quickbuf;

import io.wirebench.codecs.quickbuf.proto.Pb;
import io.wirebench.core.DataSet;
import io.wirebench.core.UnsupportedDataSetException;
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
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
import us.hebi.quickbuf.ProtoMessage;
import us.hebi.quickbuf.RepeatedMessage;
import us.hebi.quickbuf.RepeatedString;

/**
 * The shared model to and from the hand-written QuickBuffers messages, mirroring
 * codecs/schema's ProtobufConversions: enums by number (model ordinal + 1; 0, the UNSPECIFIED
 * value, stands for null and is left unset); the proto3 {@code optional} strings (titles,
 * copyright) are set only when not null, so null and "" stay apart. Every other field is set,
 * as a user converting with the setters would: QuickBuffers then writes it even when it holds
 * 0 or "" (it gives proto3 fields proto2's presence), which protobuf-java leaves out.
 *
 * <p>Messages are filled in place ({@code clearQuick()} then setters, {@code RepeatedMessage.next()}
 * reusing the nested instances), the zero-allocation way QuickBuffers' README describes.
 */
final class QuickbufConversions {
  private static final DbRow.Status[] STATUS = DbRow.Status.values();
  private static final Measurement.Type[] TYPE = Measurement.Type.values();
  private static final Media.Player[] PLAYER = Media.Player.values();
  private static final Image.Size[] SIZE = Image.Size.values();

  /** One data set's model class and its root message. */
  record Conversion<G extends ProtoMessage<G>>(Class<?> modelType, Supplier<G> blank,
      BiConsumer<Object, G> fill, Function<G, Object> toModel) {

    @SuppressWarnings("unchecked")
    static <M, G extends ProtoMessage<G>> Conversion<G> of(Class<M> type, Supplier<G> blank,
        BiConsumer<M, G> fill, Function<G, M> toModel) {
      return new Conversion<>(type, blank, (m, g) -> fill.accept((M) m, g), toModel::apply);
    }

    /** Clears {@code into} and fills it from {@code model}; returns it. */
    G toMessage(Object model, G into) {
      into.clearQuick();
      fill.accept(model, into);
      return into;
    }
  }

  static final List<Conversion<?>> ALL = List.of(
      Conversion.of(DbData.class, Pb.DbData::newInstance, (d, p) -> {
        RepeatedMessage<Pb.DbRow> rows = p.getMutableRows().reserve(d.getRows().size());
        for (DbRow r : d.getRows()) {
          Pb.DbRow q = rows.next().setId(r.getId()).setFirstName(r.getFirstName())
              .setLastName(r.getLastName()).setStreet(r.getStreet()).setCity(r.getCity())
              .setState(r.getState()).setZip(r.getZip()).setEmail(r.getEmail());
          if (r.getStatus() != null) q.setStatusValue(number(r.getStatus()));
        }
      }, p -> {
        RepeatedMessage<Pb.DbRow> in = p.getRows();
        List<DbRow> rows = new ArrayList<>(in.length());
        for (int i = 0; i < in.length(); i++) {
          Pb.DbRow r = in.get(i);
          rows.add(DbRow.of(r.getId(), r.getFirstName(), r.getLastName(), r.getStreet(), r.getCity(), r.getState(),
              r.getZip(), r.getEmail(), constant(STATUS, r.getStatusValue())));
        }
        return new DbData(rows);
      }),
      Conversion.of(Measurements.class, Pb.Measurements::newInstance, (m, p) -> {
        RepeatedMessage<Pb.Measurement> items = p.getMutableItems().reserve(m.getItems().size());
        for (Measurement i : m.getItems()) {
          Pb.Measurement q = items.next().setMeasurementId(i.getMeasurementId())
              .setDuration(i.getDuration()).setTime(i.getTime());
          if (i.getType() != null) q.setTypeValue(number(i.getType()));
        }
      }, p -> {
        RepeatedMessage<Pb.Measurement> in = p.getItems();
        List<Measurement> items = new ArrayList<>(in.length());
        for (int n = 0; n < in.length(); n++) {
          Pb.Measurement i = in.get(n);
          items.add(new Measurement(i.getMeasurementId(), i.getDuration(), i.getTime(),
              constant(TYPE, i.getTypeValue())));
        }
        return new Measurements(items);
      }),
      Conversion.of(Person.class, Pb.Person::newInstance,
          (m, p) -> p.setName(m.getName()).setAge(m.getAge()).setCity(m.getCity()),
          p -> new Person(p.getName(), p.getAge(), p.getCity())),
      Conversion.of(ModuleIds.class, Pb.ModuleIds::newInstance, (m, p) -> {
        RepeatedMessage<Pb.ModuleId> modules = p.getMutableModules().reserve(m.getModules().size());
        for (ModuleId i : m.getModules()) {
          modules.next().setOrganization(i.getOrganization()).setName(i.getName())
              .setRevision(i.getRevision());
        }
      }, p -> {
        RepeatedMessage<Pb.ModuleId> in = p.getModules();
        List<ModuleId> modules = new ArrayList<>(in.length());
        for (int n = 0; n < in.length(); n++) {
          Pb.ModuleId i = in.get(n);
          modules.add(new ModuleId(i.getOrganization(), i.getName(), i.getRevision()));
        }
        return new ModuleIds(modules);
      }),
      Conversion.of(DecimalMatrix.class, Pb.DecimalMatrix::newInstance, (d, p) -> {
        RepeatedMessage<Pb.DecimalRow> rows = p.getMutableRows().reserve(d.getRows().size());
        for (List<String> row : d.getRows()) {
          RepeatedString values = rows.next().getMutableValues().reserve(row.size());
          for (String v : row) values.add(v);
        }
      }, p -> {
        RepeatedMessage<Pb.DecimalRow> in = p.getRows();
        List<List<String>> rows = new ArrayList<>(in.length());
        for (int n = 0; n < in.length(); n++) {
          rows.add(strings(in.get(n).getValues()));
        }
        return new DecimalMatrix(rows);
      }),
      Conversion.of(MediaContent.class, Pb.MediaContent::newInstance,
          QuickbufConversions::fill, QuickbufConversions::toModel));

  private QuickbufConversions() {}

  /** The conversion for a data set, or a gap for data sets wirebench.proto does not describe. */
  static Conversion<?> find(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) {
      throw new UnsupportedDataSetException("needs a schema; binds the built-in model only");
    }
    for (Conversion<?> c : ALL) {
      if (c.modelType() == dataSet.type()) return c;
    }
    throw UnsupportedDataSetException.needsCode(dataSet, "a .proto message and the classes generated from it",
        "no message in wirebench.proto for " + dataSet.type().getName() + "; add one there, to this module's Pb and a conversion here");
  }

  private static void fill(MediaContent c, Pb.MediaContent p) {
    Media m = c.getMedia();
    Pb.Media pm = p.getMutableMedia().setUri(m.getUri()).setWidth(m.getWidth())
        .setHeight(m.getHeight()).setFormat(m.getFormat()).setDuration(m.getDuration())
        .setSize(m.getSize()).setBitrate(m.getBitrate()).setHasBitrate(m.isHasBitrate());
    RepeatedString persons = pm.getMutablePersons().reserve(m.getPersons().size());
    for (String s : m.getPersons()) persons.add(s);
    if (m.getPlayer() != null) pm.setPlayerValue(number(m.getPlayer()));
    if (m.getTitle() != null) pm.setTitle(m.getTitle());
    if (m.getCopyright() != null) pm.setCopyright(m.getCopyright());
    RepeatedMessage<Pb.Image> images = p.getMutableImages().reserve(c.getImages().size());
    for (Image i : c.getImages()) {
      Pb.Image q = images.next().setUri(i.getUri()).setWidth(i.getWidth()).setHeight(i.getHeight());
      if (i.getSize() != null) q.setSizeValue(number(i.getSize()));
      if (i.getTitle() != null) q.setTitle(i.getTitle());
    }
  }

  private static MediaContent toModel(Pb.MediaContent p) {
    Pb.Media pm = p.getMedia();
    Media m = Media.of(pm.getUri(), pm.hasTitle() ? pm.getTitle() : null, pm.getWidth(), pm.getHeight(),
        pm.getFormat(), pm.getDuration(), pm.getSize(), pm.getBitrate(), pm.getHasBitrate(), strings(pm.getPersons()),
        constant(PLAYER, pm.getPlayerValue()), pm.hasCopyright() ? pm.getCopyright() : null);
    RepeatedMessage<Pb.Image> in = p.getImages();
    List<Image> images = new ArrayList<>(in.length());
    for (int n = 0; n < in.length(); n++) {
      Pb.Image i = in.get(n);
      images.add(new Image(i.getUri(), i.hasTitle() ? i.getTitle() : null, i.getWidth(),
          i.getHeight(), constant(SIZE, i.getSizeValue())));
    }
    return new MediaContent(m, images);
  }

  private static List<String> strings(RepeatedString in) {
    List<String> out = new ArrayList<>(in.length());
    for (int i = 0; i < in.length(); i++) out.add(in.get(i));
    return out;
  }

  private static int number(Enum<?> e) {
    return e.ordinal() + 1;
  }

  private static <E> E constant(E[] values, int number) {
    return number == 0 ? null : values[number - 1];
  }
}
