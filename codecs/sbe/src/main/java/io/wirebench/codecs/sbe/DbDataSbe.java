package io.wirebench.codecs.sbe;

import io.wirebench.core.PathSteps;
import io.wirebench.codecs.sbe.msg.DbDataDecoder;
import io.wirebench.codecs.sbe.msg.DbDataEncoder;
import io.wirebench.codecs.sbe.msg.MessageHeaderDecoder;
import io.wirebench.codecs.sbe.msg.MessageHeaderEncoder;
import io.wirebench.codecs.sbe.msg.Status;
import io.wirebench.core.FieldSink;
import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DbRow;
import java.util.ArrayList;
import java.util.List;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/** dbdata (and dbdata:N) as the DbData message: one group entry per row. */
final class DbDataSbe extends SbeMessage<DbData> {
  /** A row's fields in schema order: the fixed ones, then the var data ({@link #string}). */
  static final List<String> ROW = List.of("id", "status", "firstName", "lastName", "street", "city",
      "state", "zip", "email");
  private static final DbRow.Status[] STATUS = DbRow.Status.values();

  private final DbDataEncoder encoder = new DbDataEncoder();
  private final DbDataDecoder decoder = new DbDataDecoder();

  DbDataSbe() {
    super(DbData.class);
  }

  @Override int encode(DbData d, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
    List<DbRow> rows = d.getRows();
    DbDataEncoder.RowsEncoder e = encoder.wrapAndApplyHeader(buffer, 0, header).rowsCount(rows.size());
    for (DbRow r : rows) {
      Status status = r.getStatus() == null ? Status.NULL_VAL : Status.get((short) r.getStatus().ordinal());
      e.next().id(r.getId()).status(status).firstName(r.getFirstName()).lastName(r.getLastName())
          .street(r.getStreet()).city(r.getCity()).state(r.getState()).zip(r.getZip()).email(r.getEmail());
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();
  }

  @Override DbData decode(DirectBuffer buffer, MessageHeaderDecoder header) {
    DbDataDecoder.RowsDecoder rows = decoder.wrapAndApplyHeader(buffer, 0, header).rows();
    List<DbRow> out = new ArrayList<>(rows.count());
    while (rows.hasNext()) {
      DbDataDecoder.RowsDecoder r = rows.next();
      Status s = r.status();
      out.add(DbRow.of(r.id(), r.firstName(), r.lastName(), r.street(), r.city(), r.state(), r.zip(),
          r.email(), s == Status.NULL_VAL ? null : STATUS[s.value()]));
    }
    return new DbData(out);
  }

  @Override void access(DirectBuffer buffer, MessageHeaderDecoder header, FieldSink sink) {
    DbDataDecoder.RowsDecoder rows = decoder.wrapAndApplyHeader(buffer, 0, header).rows();
    while (rows.hasNext()) {
      DbDataDecoder.RowsDecoder r = rows.next();
      sink.visit(r.id());
      Status s = r.status();
      if (s != Status.NULL_VAL) sink.visit(s.name());
      sink.visit(chars.decodeScratch(r.getFirstName(chars.scratch(r.firstNameLength()), 0, Integer.MAX_VALUE)));
      sink.visit(chars.decodeScratch(r.getLastName(chars.scratch(r.lastNameLength()), 0, Integer.MAX_VALUE)));
      sink.visit(chars.decodeScratch(r.getStreet(chars.scratch(r.streetLength()), 0, Integer.MAX_VALUE)));
      sink.visit(chars.decodeScratch(r.getCity(chars.scratch(r.cityLength()), 0, Integer.MAX_VALUE)));
      sink.visit(chars.decodeScratch(r.getState(chars.scratch(r.stateLength()), 0, Integer.MAX_VALUE)));
      sink.visit(chars.decodeScratch(r.getZip(chars.scratch(r.zipLength()), 0, Integer.MAX_VALUE)));
      sink.visit(chars.decodeScratch(r.getEmail(chars.scratch(r.emailLength()), 0, Integer.MAX_VALUE)));
    }
  }

  @Override PartialRead partial(PathSteps path) {
    path.expect(0, "rows");
    int index = path.index(1);
    int field = path.field(2, ROW);
    path.end(3);
    return (buffer, header) -> {
      DbDataDecoder.RowsDecoder rows = decoder.wrapAndApplyHeader(buffer, 0, header).rows();
      for (int i = checkIndex(index, rows.count(), path, "rows"); i > 0; i--) rows.next().sbeSkip();
      DbDataDecoder.RowsDecoder r = rows.next();
      return switch (field) {
        case 0 -> r.id();
        case 1 -> nameOrNull(r.status());
        default -> string(r, field - 2);
      };
    };
  }

  /** The row's {@code k}-th var data field, the ones before it skipped. */
  private static String string(DbDataDecoder.RowsDecoder r, int k) {
    if (k == 0) return r.firstName();
    r.skipFirstName();
    if (k == 1) return r.lastName();
    r.skipLastName();
    if (k == 2) return r.street();
    r.skipStreet();
    if (k == 3) return r.city();
    r.skipCity();
    if (k == 4) return r.state();
    r.skipState();
    if (k == 5) return r.zip();
    r.skipZip();
    return r.email();
  }

  @Override int limit() {
    return decoder.limit();
  }
}
