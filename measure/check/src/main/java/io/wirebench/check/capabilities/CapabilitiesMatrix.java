package io.wirebench.check.capabilities;

import io.wirebench.check.CheckOptions;
import io.wirebench.check.Matrix;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.Row;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code wirebench check capabilities}: what each binding library can bind, out of the box or
 * with the configuration its documentation offers, one yes/no per case with how or why.
 */
public final class CapabilitiesMatrix implements Matrix {
  @Override public String name() {
    return "capabilities";
  }

  @Override public String userClasses() {
    return "it asks each binding library about kinds of class (records, Optional, enums, ...) with probe classes "
        + "of its own; whether each codec binds your classes is what 'wirebench verify --class' proves";
  }

  @Override public String description() {
    return "what each JSON binding library can bind (records, constructors, Optional, defaults, unknown fields, nulls, "
        + "exact numbers, java.time, enums, old-style enum classes, classes you cannot annotate), and how";
  }

  @Override public List<Row> rows(CheckOptions options) {
    List<Row> out = new ArrayList<>();
    for (String id : Binders.ids()) {
      out.add(Row.of(id, Binders.LIBRARY.get(id), "its default (one reused instance); where that fails, the "
          + "configuration named in the cell"));
    }
    return out;
  }

  @Override public List<Case> cases(CheckOptions options) {
    return Probes.CASES;
  }

  @Override public Subject open(String rowId, CheckOptions options) {
    Binder b = Binders.ALL.get(rowId).get();
    return c -> Probes.run(b, c);
  }

}
