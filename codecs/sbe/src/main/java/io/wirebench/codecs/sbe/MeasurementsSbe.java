package io.wirebench.codecs.sbe;

import io.wirebench.core.PathSteps;
import io.wirebench.codecs.sbe.msg.MeasurementType;
import io.wirebench.codecs.sbe.msg.MeasurementsDecoder;
import io.wirebench.codecs.sbe.msg.MeasurementsEncoder;
import io.wirebench.codecs.sbe.msg.MessageHeaderDecoder;
import io.wirebench.codecs.sbe.msg.MessageHeaderEncoder;
import io.wirebench.core.FieldSink;
import io.wirebench.core.model.Measurement;
import io.wirebench.core.model.Measurements;
import java.util.ArrayList;
import java.util.List;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/** measurements-10, -1k, -100k (and measurements:N) as the Measurements message: one group entry per item. */
final class MeasurementsSbe extends SbeMessage<Measurements> {
  /** An item's fields in schema order: three fixed, then the one var data field. */
  static final List<String> ITEM = List.of("duration", "time", "type", "measurementId");
  private static final Measurement.Type[] TYPE = Measurement.Type.values();

  private final MeasurementsEncoder encoder = new MeasurementsEncoder();
  private final MeasurementsDecoder decoder = new MeasurementsDecoder();

  MeasurementsSbe() {
    super(Measurements.class);
  }

  @Override int encode(Measurements m, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
    List<Measurement> items = m.getItems();
    MeasurementsEncoder.ItemsEncoder e = encoder.wrapAndApplyHeader(buffer, 0, header).itemsCount(items.size());
    for (Measurement i : items) {
      e.next().duration(i.getDuration()).time(i.getTime())
          .type(i.getType() == null ? MeasurementType.NULL_VAL : MeasurementType.get((short) i.getType().ordinal()))
          .measurementId(i.getMeasurementId());
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();
  }

  @Override Measurements decode(DirectBuffer buffer, MessageHeaderDecoder header) {
    MeasurementsDecoder.ItemsDecoder items = decoder.wrapAndApplyHeader(buffer, 0, header).items();
    List<Measurement> out = new ArrayList<>(items.count());
    while (items.hasNext()) {
      MeasurementsDecoder.ItemsDecoder i = items.next();
      MeasurementType t = i.type();
      Measurement.Type type = t == MeasurementType.NULL_VAL ? null : TYPE[t.value()];
      out.add(new Measurement(i.measurementId(), i.duration(), i.time(), type));
    }
    return new Measurements(out);
  }

  @Override void access(DirectBuffer buffer, MessageHeaderDecoder header, FieldSink sink) {
    MeasurementsDecoder.ItemsDecoder items = decoder.wrapAndApplyHeader(buffer, 0, header).items();
    while (items.hasNext()) {
      MeasurementsDecoder.ItemsDecoder i = items.next();
      sink.visit(i.duration());
      sink.visit(i.time());
      MeasurementType t = i.type();
      if (t != MeasurementType.NULL_VAL) sink.visit(t.name());
      sink.visit(chars.decodeScratch(i.getMeasurementId(chars.scratch(i.measurementIdLength()), 0, Integer.MAX_VALUE)));
    }
  }

  @Override PartialRead partial(PathSteps path) {
    path.expect(0, "items");
    int index = path.index(1);
    int field = path.field(2, ITEM);
    path.end(3);
    return (buffer, header) -> {
      MeasurementsDecoder.ItemsDecoder items = decoder.wrapAndApplyHeader(buffer, 0, header).items();
      for (int i = checkIndex(index, items.count(), path, "items"); i > 0; i--) items.next().sbeSkip();
      MeasurementsDecoder.ItemsDecoder i = items.next();
      return switch (field) {
        case 0 -> i.duration();
        case 1 -> i.time();
        case 2 -> nameOrNull(i.type());
        default -> i.measurementId();
      };
    };
  }

  @Override int limit() {
    return decoder.limit();
  }
}
