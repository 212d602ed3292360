package io.wirebench.records;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.core.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A run directory to continue ({@code --resume DIR}): its record as written, and the checks every
 * kind makes before it adds to it. A run is continued only with the plan it was started with: the
 * command takes everything from DIR's record (its command line, seed and settings), rebuilds the plan
 * with this build, and refuses to continue when anything that shapes a measurement differs
 * ({@link #refuseIfDifferent}), naming what.
 */
public final class Resumable {
  /** The most differences a refusal lists. */
  private static final int SHOWN = 6;

  private final Path dir;
  private final RunRecord record;

  private Resumable(Path dir, RunRecord record) {
    this.dir = dir;
    this.record = record;
  }

  /**
   * Reads DIR's run.json for {@code wirebench KIND --resume DIR}.
   *
   * @throws BadInputException when DIR is no run directory of that kind, naming what it is
   */
  public static Resumable open(Path dir, String kind) {
    if (!Files.isRegularFile(dir.resolve(KindRecord.FILE))) {
      throw new BadInputException("--resume " + dir + ": " + (Files.isDirectory(dir) ? "it has no run.json (a run "
          + "stopped before it wrote one measured nothing: start it again)" : "no such directory")
          + "; give the run directory that 'wirebench " + kind + "' printed");
    }
    RunRecord r = SavedRun.read(dir).record();
    String made = r.header() == null || r.header().kind() == null ? "run" : r.header().kind();
    if (!made.equals(kind)) {
      throw new BadInputException("--resume " + dir + ": it was made by 'wirebench " + made + "', not '" + kind
          + "'; resume it with 'wirebench " + made + " --resume " + dir + "'");
    }
    if (r.formatVersion() != RunRecord.FORMAT_VERSION) {
      throw new BadInputException("--resume " + dir + ": its run.json has format " + r.formatVersion() + ", this "
          + "wirebench writes " + RunRecord.FORMAT_VERSION + "; a run continues only with the wirebench that started it");
    }
    return new Resumable(dir, r);
  }

  public Path dir() {
    return dir;
  }

  /** The record as a reader sees it (a killed run's status is {@link RunProcess#GONE}). */
  public RunRecord record() {
    return record;
  }

  /** Whether the run ended on its own: nothing is left to measure. */
  public boolean complete() {
    return "complete".equals(record.status());
  }

  /**
   * Refuses a run that may still be writing: its process runs on this host, or it says
   * {@code running} and ran on another host (or before runs recorded their process), where
   * whether it still runs cannot be told.
   *
   * @throws BadInputException saying which process and what to do
   */
  public void refuseIfBusy() {
    if (!"running".equals(record.status())) return;
    List<RunRecord.ProcessRecord> ps = record.header().processes();
    if (ps.isEmpty()) {
      throw new BadInputException("--resume " + dir + ": its run.json says running and names no process (it was "
          + "written before wirebench recorded one), so whether it still runs cannot be told; measure it again");
    }
    RunRecord.ProcessRecord last = ps.get(ps.size() - 1);
    if (RunProcess.state(last) == RunProcess.State.ALIVE) {
      throw new BadInputException("--resume " + dir + ": it is still being measured by " + RunProcess.describe(last)
          + "; wait for it, or stop it (Ctrl-C keeps what it measured) and resume then");
    }
    throw new BadInputException("--resume " + dir + ": it says running, written by " + RunProcess.describe(last)
        + ", and this is " + RunInfo.hostname() + ", so whether it still runs cannot be told; resume it on "
        + last.host());
  }

  /**
   * The command line DIR was started with, after {@code wirebench KIND}: the options the plan is
   * rebuilt from.
   *
   * @throws BadInputException when the record holds no such command line
   */
  public List<String> arguments() {
    List<String> c = record.header().command();
    String kind = record.header().kind();
    if (c == null || c.size() < 2 || !"wirebench".equals(c.get(0)) || !kind.equals(c.get(1))) {
      throw new BadInputException("--resume " + dir + ": its run.json records the command line " + c + ", not a "
          + "'wirebench " + kind + "' one, so its plan cannot be rebuilt; measure it again");
    }
    return List.copyOf(c.subList(2, c.size()));
  }

  /**
   * Refuses to continue when the header rebuilt from DIR's command line by this build differs from
   * DIR's in one of {@code fields} (the libraries and their versions, the data sets, the settings,
   * the JVM, the machine, wirebench's commit): measurements of two different plans are not one run.
   *
   * @throws BadInputException naming each difference, DIR's value first
   */
  public void refuseIfDifferent(RunRecord.Header rebuilt, Set<String> fields) {
    JsonNode was = withoutMachineCheck(ResultFile.MAPPER.valueToTree(record.header()));
    JsonNode now = withoutMachineCheck(ResultFile.MAPPER.valueToTree(rebuilt));
    List<String> diffs = new ArrayList<>();
    for (String f : new TreeSet<>(fields)) differences(f, was.path(f), now.path(f), diffs);
    refuse(diffs);
  }

  /**
   * A header's JSON without {@code machine.noise}: the machine check describes the moment a process
   * started, and a resumed run checks again, so it is no part of what must match.
   */
  public static JsonNode withoutMachineCheck(JsonNode header) {
    if (header.path("machine") instanceof com.fasterxml.jackson.databind.node.ObjectNode m) m.remove("noise");
    return header;
  }

  /**
   * Refuses to continue with the differences found ({@code path: DIR's value, now: this build's}), if any.
   *
   * @throws BadInputException naming them
   */
  public void refuse(List<String> diffs) {
    if (diffs.isEmpty()) return;
    List<String> shown = diffs.size() > SHOWN ? diffs.subList(0, SHOWN) : diffs;
    throw new BadInputException("--resume " + dir + ": this build would not measure the same plan, so it cannot "
        + "continue the run (" + String.join("; ", shown) + (diffs.size() > SHOWN ? "; and " + (diffs.size() - SHOWN)
        + " more" : "") + "); measure again with a new run");
  }

  /** Adds every path where two JSON trees differ, as {@code path: was X, now Y}. */
  public static void differences(String path, JsonNode was, JsonNode now, List<String> out) {
    if (was.isContainerNode() && now.isContainerNode() && was.getNodeType() == now.getNodeType()) {
      if (was.isArray()) {
        if (was.size() != now.size()) {
          List<String> a = ids(was);
          List<String> b = ids(now);
          if (!a.contains("") && !b.contains("")) {
            List<String> gone = a.stream().filter(x -> !b.contains(x)).toList();
            List<String> added = b.stream().filter(x -> !a.contains(x)).toList();
            out.add(path + ": " + (gone.isEmpty() ? "" : "DIR has " + String.join(", ", gone) + ", which this build has "
                + "not") + (gone.isEmpty() || added.isEmpty() ? "" : "; ") + (added.isEmpty() ? "" : "this build adds "
                + String.join(", ", added)));
          } else {
            out.add(path + ": " + was.size() + " entries in DIR, " + now.size() + " now (DIR: " + brief(was)
                + "; now: " + brief(now) + ")");
          }
          return;
        }
        for (int i = 0; i < was.size(); i++) differences(path + "[" + i + "]", was.get(i), now.get(i), out);
        return;
      }
      Set<String> names = new TreeSet<>();
      was.fieldNames().forEachRemaining(names::add);
      now.fieldNames().forEachRemaining(names::add);
      for (String n : names) differences(path + "." + n, was.path(n), now.path(n), out);
      return;
    }
    boolean same = was.isNumber() && now.isNumber() ? was.decimalValue().compareTo(now.decimalValue()) == 0
        : was.equals(now) || (was.isMissingNode() || was.isNull()) && (now.isMissingNode() || now.isNull());
    if (!same) out.add(path + ": " + brief(was) + " in DIR, " + brief(now) + " now");
  }

  private static String brief(JsonNode n) {
    String s = n.isMissingNode() ? "absent" : n.isTextual() ? n.asText() : n.toString();
    return s.length() > 80 ? s.substring(0, 77) + "..." : s;
  }

  /** The ids of an array of objects' {@code id} fields, in order (codecs, data sets), for messages. */
  static List<String> ids(JsonNode array) {
    List<String> ids = new ArrayList<>();
    for (Iterator<JsonNode> it = array.elements(); it.hasNext(); ) ids.add(it.next().path("id").asText());
    return ids;
  }
}
