package io.wirebench.codecs.kotlin

import io.wirebench.core.Binding
import io.wirebench.core.BindingStyle
import io.wirebench.core.Codec
import io.wirebench.core.CodecInfo
import io.wirebench.core.DataSet
import io.wirebench.core.Family
import java.io.InputStream
import java.io.OutputStream
import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.decodeFromStream
import kotlinx.serialization.json.encodeToStream

/**
 * kotlinx.serialization JSON, binding Kotlin data classes through the serializers its compiler
 * plugin generates. Its guide: store a configured `Json` instance and reuse it (an instance caches
 * what it learns about the classes it serializes). Ours is
 * `Json { }` with the defaults spelled out: no pretty printing, `encodeDefaults = false` (a property
 * equal to its default is left out: here only the nullable titles and copyright, which default to
 * null, so a null is omitted rather than written), `explicitNulls = true` (a null without a
 * default would be written), `ignoreUnknownKeys = false`. Streams use the JVM stream extensions
 * `encodeToStream` / `decodeFromStream` (UTF-8, the library's own buffering), Strings
 * `encodeToString` / `decodeFromString`; kotlinx has no byte[], Writer, Reader or file call, so
 * those take the defaults over the stream and String paths.
 */
class KotlinxJsonCodec : KotlinxJsonBase("kotlinx-json",
  "one shared Json { } (defaults: no pretty print, encodeDefaults = false, " +
      "explicitNulls = true, ignoreUnknownKeys = false); plugin-generated serializers of Kotlin " +
      "data classes; encodeToStream/decodeFromStream, encodeToString/decodeFromString",
  "binds Kotlin data classes converted from the Java model once at bind time; " +
      "properties equal to their declared default are omitted (encodeDefaults = false): the " +
      "nullable titles and copyright when null, and module-ids-sparse's null and empty fields") {
  /** The one `Json` of the process, made on first use (lazy holder). */
  private object Shared {
    val JSON = Json {
      prettyPrint = false
      encodeDefaults = false
      explicitNulls = true
      ignoreUnknownKeys = false
    }
  }

  override fun json(): Json = Shared.JSON
}

/**
 * kotlinx.serialization JSON writing every property, defaults included (`encodeDefaults = true`),
 * otherwise as `kotlinx-json`: the pair shows what kotlinx's default omission of default-valued
 * properties saves and costs (data set module-ids-sparse). A documented `Json { }` option.
 */
class KotlinxJsonEncodeDefaultsCodec : KotlinxJsonBase("kotlinx-json-encode-defaults",
  "one shared Json { encodeDefaults = true } (otherwise the defaults: no pretty print, " +
      "explicitNulls = true, ignoreUnknownKeys = false); plugin-generated serializers of Kotlin " +
      "data classes; encodeToStream/decodeFromStream, encodeToString/decodeFromString",
  "binds Kotlin data classes converted from the Java model once at bind time; writes every " +
      "property, nulls and empty lists included (encodeDefaults = true)") {
  private object Shared {
    val JSON = Json {
      prettyPrint = false
      encodeDefaults = true
      explicitNulls = true
      ignoreUnknownKeys = false
    }
  }

  override fun json(): Json = Shared.JSON
}

/** The kotlinx JSON codecs, which differ only in their `Json` configuration. */
abstract class KotlinxJsonBase(id: String, config: String, notes: String) : Codec {
  private val info = CodecInfo.builder(id)
    .library("kotlinx.serialization JSON", Json::class.java, "org.jetbrains.kotlinx",
      "kotlinx-serialization-json-jvm")
    .text("JSON", "application/json", Family.JSON)
    .binding(BindingStyle.POJO)
    .config(config)
    .notes(notes)
    .refusesTrailingBytes()
    .build()

  /** The shared, configured `Json`; made on first bind, never in the constructor. */
  protected abstract fun json(): Json

  override fun info(): CodecInfo = info

  @OptIn(ExperimentalSerializationApi::class)
  override fun bind(dataSet: DataSet<*>): Binding<*> {
    val json = json()
    return object : KotlinBinding(dataSet, KotlinModel.find(dataSet)) {
      override fun write(value: Any, out: OutputStream) =
        json.encodeToStream(serializer, value, out) // Json.encodeToStream(serializer, value, stream)

      override fun read(inp: InputStream): Any =
        json.decodeFromStream(serializer, inp) // Json.decodeFromStream(deserializer, stream)

      override fun writeString(value: Any): String = json.encodeToString(serializer, value)

      override fun readString(text: String): Any = json.decodeFromString(serializer, text)
    }
  }
}
