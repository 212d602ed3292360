package io.wirebench.memory;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.memory.MemoryCell.Op;
import io.wirebench.memory.MemoryCell.Target;
import io.wirebench.memory.MemoryResult.Status;
import io.wirebench.server.LargeResponseServer;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The JVM of one cell ({@link MemoryRun} starts it with the serial collector, a fixed heap and a
 * fixed, small young generation). It makes the input (the source value for a write; the encoded
 * file for a read, written once and then dropped), runs the operation once with the whole heap
 * free, then again with a ballast that leaves only a budget of the old generation free, halving
 * the interval between a budget that failed and one that sufficed (the minimum-heap search of
 * DaCapo, inside one JVM so the input is made once). It prints one result line on stdout.
 */
public final class MemoryChild {
  /** Prefix of the result line on stdout (libraries may print too). */
  static final String RESULT = "wirebench-memory-result ";
  static final ObjectMapper MAPPER = new ObjectMapper();

  private final MemoryRequest req;
  private final MemoryCell cell;
  private final Heap heap = new Heap();
  private final PrintStream out;
  private Search search;
  private LargeResponseServer server; // the jaxrs target's; the JVM's exit stops it

  private MemoryChild(MemoryRequest req, PrintStream out) {
    this.req = req;
    this.cell = req.cell();
    this.out = out;
  }

  public static void main(String[] args) throws IOException {
    java.util.logging.LogManager.getLogManager().reset();
    PrintStream stdout = System.out;
    System.setOut(System.err); // library chatter goes to the log, the result line alone to stdout
    MemoryRequest req = MAPPER.readValue(args[0], MemoryRequest.class);
    MemoryChild child = new MemoryChild(req, stdout);
    MemoryResult r;
    try {
      r = child.measure();
    } catch (UnsupportedDataSetException e) {
      r = MemoryResult.of(req.cell(), Status.GAP, e.getMessage());
    } catch (Exception | Error e) {
      r = MemoryResult.of(req.cell(), Status.FAILED, RoundTripGate.describe(e));
    }
    child.emit(r);
    System.exit(0);
  }

  private synchronized void emit(MemoryResult r) {
    String json;
    try {
      json = MAPPER.writeValueAsString(r);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    out.println(RESULT + json);
    out.flush();
  }

  private MemoryResult measure() throws Exception {
    Codec codec = Codecs.load().require(cell.codec());
    if (codec.info().readsOnly() && cell.op() == Op.WRITE) {
      throw new UnsupportedDataSetException("read only: " + cell.codec() + " writes nothing");
    }
    MemoryOperation op;
    if (cell.op() == Op.WRITE && cell.target() == Target.JAXRS) {
      DataSet<?> ds = DataSets.require(cell.dataSet());
      server = LargeResponseServer.start();
      // one small response first, so that Jersey's and the provider's first-request setup, which
      // they keep, is part of the baseline rather than counted as the large response's need
      DataSet<?> small = DataSets.require(MemoryPlan.standIn(cell.dataSet()));
      server.serve(codec, small, Binding.erase(codec.bind(small)));
      server.get();
      server.clear();
      op = MemoryOperation.jaxrs(() -> Binding.erase(codec.bind(ds)), server, codec, ds);
    } else if (cell.op() == Op.WRITE) {
      DataSet<?> ds = DataSets.require(cell.dataSet());
      op = MemoryOperation.write(() -> Binding.erase(codec.bind(ds)), cell.target(), req.file());
    } else {
      Path file = req.file();
      if (!Files.isRegularFile(file)) prepare(codec, cell.dataSet(), file);
      DataSet<?> standIn = DataSets.require(MemoryPlan.standIn(cell.dataSet()));
      op = MemoryOperation.read(() -> Binding.erase(codec.bind(standIn)), cell.target(), file, cell.dataSet());
    }
    search = new Search(heap, op, req);
    Thread watchdog = new Thread(this::watch, "memory-watchdog");
    watchdog.setDaemon(true);
    watchdog.start();
    return search.run(cell);
  }

  /** Writes the encoded file from a value that is dropped afterwards (no second copy stays). */
  private static void prepare(Codec codec, String dataSet, Path file) throws IOException {
    DataSet<?> fresh = DataSets.uncached(dataSet);
    Binding<Object> b = Binding.erase(codec.bind(fresh));
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    if (codec.info().readsOnly()) {
      Files.write(tmp, RoundTripGate.bytesToRead(codec.info(), b)); // it reads the reference JSON
    } else {
      b.writeFile(b.sample(), tmp);
    }
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
  }

  /** Ends a probe that runs past its time limit: in practice it does not fit (it thrashes). */
  private void watch() {
    while (true) {
      try {
        Thread.sleep(200);
      } catch (InterruptedException e) {
        return;
      }
      try {
        if (search.overdueNow()) {
          // the heap is full of ballast and the stuck run: free the ballast, or writing the
          // result would itself run out of memory
          heap.dropBallast();
          System.gc();
          emit(search.overdue());
          Runtime.getRuntime().halt(0);
        }
      } catch (Throwable e) {
        Runtime.getRuntime().halt(3);
      }
    }
  }
}
