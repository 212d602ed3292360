package io.wirebench.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.LinkedHashMap;
import java.util.Map;
import org.glassfish.grizzly.http.server.HttpHandler;
import org.glassfish.grizzly.http.server.Request;
import org.glassfish.grizzly.http.server.Response;

/**
 * {@code /_admin/...}, read by the driver between cells: {@code cpu} (this process's CPU time, its JIT's and
 * collectors' total time, and heap), {@code count} (requests completed on every route, and the JIT's total compilation time;
 * the only route read while measuring, four times a second), {@code gate} (the round-trip gate's verdicts), {@code peaks} (GET
 * the heap pools' peak use since the last reset; POST resets them), {@code stop}.
 */
public final class AdminHandler extends HttpHandler {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final Catalog catalog;
  private final java.util.concurrent.atomic.LongAdder completed;
  private final Runnable stop;

  AdminHandler(Catalog catalog, java.util.concurrent.atomic.LongAdder completed, Runnable stop) {
    this.catalog = catalog;
    this.completed = completed;
    this.stop = stop;
  }

  @Override public void service(Request request, Response response) throws Exception {
    String what = BenchServer.below(request, "/_admin");
    Map<String, Object> out = new LinkedHashMap<>();
    switch (what) {
      case "cpu":
        out.put("cpuNanos", processCpuNanos());
        out.put("compilationMillis", ManagementFactory.getCompilationMXBean() == null ? -1
            : ManagementFactory.getCompilationMXBean().getTotalCompilationTime());
        out.put("gcMillis", ManagementFactory.getGarbageCollectorMXBeans().stream()
            .mapToLong(java.lang.management.GarbageCollectorMXBean::getCollectionTime).filter(t -> t > 0).sum());
        out.put("heapUsedBytes", ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        break;
      case "count":
        // the admin route's own requests count too: four a second against thousands
        out.put("requests", completed.sum());
        out.put("compilationMillis", ManagementFactory.getCompilationMXBean() == null ? -1
            : ManagementFactory.getCompilationMXBean().getTotalCompilationTime());
        break;
      case "gate":
        out.put("verdicts", catalog.verdicts());
        break;
      case "peaks":
        long peak = 0;
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
          if (p.getType() != MemoryType.HEAP) continue;
          if ("POST".equals(request.getMethod().getMethodString())) p.resetPeakUsage();
          else peak += p.getPeakUsage().getUsed();
        }
        out.put("heapPeakBytes", peak);
        break;
      case "stop":
        out.put("stopping", true);
        new Thread(stop, "wirebench-http-stop").start();
        break;
      default:
        RawHandler.text(response, 404, "admin: cpu, count, gate, peaks, stop");
        return;
    }
    byte[] body = JSON.writeValueAsBytes(out);
    response.setContentType("application/json");
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }

  static long processCpuNanos() {
    var os = ManagementFactory.getOperatingSystemMXBean();
    if (os instanceof com.sun.management.OperatingSystemMXBean) {
      return ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime();
    }
    return -1;
  }
}
