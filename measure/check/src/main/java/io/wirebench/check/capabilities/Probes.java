package io.wirebench.check.capabilities;

import io.wirebench.check.Result;
import io.wirebench.check.capabilities.Model.Big;
import io.wirebench.check.capabilities.Model.Color;
import io.wirebench.check.capabilities.Model.Immutable;
import io.wirebench.check.capabilities.Model.Money;
import io.wirebench.check.capabilities.Model.OldColor;
import io.wirebench.check.capabilities.Model.OldPaint;
import io.wirebench.check.capabilities.Model.Paint;
import io.wirebench.check.capabilities.Model.Point;
import io.wirebench.check.capabilities.Model.Simple;
import io.wirebench.check.capabilities.Model.When;
import io.wirebench.check.capabilities.Model.WithDefaults;
import io.wirebench.check.capabilities.Model.WithOptional;
import io.wirebench.check.capabilities.thirdparty.Vendor;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.Outcome;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * The capability cases and the one check each makes, the same for every library: write a value
 * and read it back (or read a given document), then compare exactly.
 */
final class Probes {
  static final List<Case> CASES = List.of(
      c("record", "types", "a Java record, written and read back"),
      c("constructor", "types", "an immutable class: final fields, an all-arguments constructor (with @ConstructorProperties), getters"),
      c("optional", "types", "an Optional<String> field holding \"x\": written as \"x\" and read back"),
      c("missing-defaults", "reading", "{} read into a class whose fields have defaults: the defaults stay"),
      c("unknown-ignored", "reading", "{\"a\":\"x\",\"zzz\":1}: the unknown field is ignored"),
      c("omit-null", "writing", "a null field is left out of the output"),
      c("bigdecimal", "numbers", "BigDecimal 0.1 and a 50-digit decimal, exactly"),
      c("long-2^53+1", "numbers", "the long 9007199254740993, exactly"),
      c("java-time", "types", "Instant 2024-01-02T03:04:05.123456789Z and LocalDate 2024-02-29, exactly"),
      c("enum-name", "types", "an enum written by its name and read back"),
      c("static-enum", "types", "an old-style type-safe enum class (private constructor, static instances): the same instance back"),
      c("third-party", "types", "a class that cannot be annotated (final fields, no no-arg constructor, getters only)"));

  private Probes() {}

  private static Case c(String id, String category, String what) {
    return new Case(id, category, what, "yes");
  }

  /**
   * Runs a case: the library's default first ("out of the box"); if that fails, the library's
   * configuration for the case, if it has one ("with ..."); NO with both failures otherwise.
   */
  static Result run(Binder base, Case c) throws Exception {
    String first;
    try {
      String why = check(base, c.id());
      if (why == null) return Result.of(Outcome.YES, "out of the box");
      first = why;
    } catch (Exception e) {
      first = e.getClass().getSimpleName() + ": " + e.getMessage();
    }
    Binder.Configured conf = base.configured(c.id());
    if (conf == null) return Result.of(Outcome.NO, first);
    try {
      String why = check(conf.binder(), c.id());
      if (why == null) return Result.of(Outcome.YES, "with " + conf.how() + " (by default: " + first + ")");
      return Result.of(Outcome.NO, first + "; with " + conf.how() + ": " + why);
    } catch (Exception e) {
      return Result.of(Outcome.NO, first + "; with " + conf.how() + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
    }
  }

  /** Null when the binder can do it; otherwise what went wrong. */
  static String check(Binder b, String id) throws Exception {
    switch (id) {
      case "record": {
        Point p = new Point(3, "a");
        Point back = b.read(b.write(p), Point.class);
        return p.equals(back) ? null : "read back " + back;
      }
      case "constructor": {
        Immutable v = new Immutable("n", 4);
        Immutable back = b.read(b.write(v), Immutable.class);
        return v.equals(back) ? null : "read back name=" + back.getName() + " count=" + back.getCount();
      }
      case "optional": {
        WithOptional v = new WithOptional();
        v.nick = Optional.of("x");
        String json = b.write(v);
        if (!json.replace(" ", "").contains("\"nick\":\"x\"")) return "writes " + json;
        WithOptional back = b.read(json, WithOptional.class);
        return Optional.of("x").equals(back.nick) ? null : "read back " + back.nick;
      }
      case "missing-defaults": {
        WithDefaults back = b.read("{}", WithDefaults.class);
        return "default".equals(back.name) && back.count == 7 ? null : "read back name=" + back.name + " count=" + back.count;
      }
      case "unknown-ignored": {
        Simple back = b.read("{\"a\":\"x\",\"zzz\":1}", Simple.class);
        return "x".equals(back.a) ? null : "read back a=" + back.a;
      }
      case "omit-null": {
        String json = b.write(new Simple());
        return json.contains("\"a\"") ? "writes " + json : null;
      }
      case "bigdecimal": {
        for (String s : List.of("0.1", "12345678901234567890123456789012345678901234567890.5")) {
          Money m = new Money();
          m.amount = new BigDecimal(s);
          Money back = b.read(b.write(m), Money.class);
          if (back.amount == null || back.amount.compareTo(m.amount) != 0) return s + " read back as " + back.amount;
        }
        return null;
      }
      case "long-2^53+1": {
        Big v = new Big();
        v.n = 9007199254740993L;
        Big back = b.read(b.write(v), Big.class);
        return back.n == v.n ? null : "read back " + back.n;
      }
      case "java-time": {
        When w = new When();
        w.at = Instant.parse("2024-01-02T03:04:05.123456789Z");
        w.day = LocalDate.of(2024, 2, 29);
        String json = b.write(w);
        When back = b.read(json, When.class);
        return w.at.equals(back.at) && w.day.equals(back.day) ? null : "wrote " + json + ", read back " + back.at + " " + back.day;
      }
      case "enum-name": {
        Paint p = new Paint();
        p.color = Color.GREEN;
        String json = b.write(p);
        if (!json.contains("\"GREEN\"")) return "writes " + json;
        return b.read(json, Paint.class).color == Color.GREEN ? null : "read back another value";
      }
      case "static-enum": {
        OldPaint p = new OldPaint();
        p.color = OldColor.GREEN;
        String json = b.write(p);
        OldPaint back = b.read(json, OldPaint.class);
        if (back.color == OldColor.GREEN) return null;
        return "wrote " + json + ", read back " + (back.color == null ? "null" : "another instance");
      }
      case "third-party": {
        Vendor v = new Vendor("v1", 3);
        String json = b.write(v);
        Vendor back = b.read(json, Vendor.class);
        return v.equals(back) ? null : "wrote " + json + ", read back " + (back == null ? null : back.getId() + "/" + back.getQty());
      }
      default:
        throw new IllegalArgumentException("no capability case " + id);
    }
  }
}
