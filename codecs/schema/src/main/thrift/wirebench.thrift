// The shared model as Thrift structs, one root struct per data set. Fields the model allows to be
// null are `optional`; enums start at 1. Thrift's Java code treats a null field as unset and
// does not write it, so a null enum or string reads back as null.
namespace java io.wirebench.codecs.schema.thrift

enum Status { ACTIVE = 1, INACTIVE = 2, SUSPENDED = 3 }
enum MeasurementType { WEB_REQUEST = 1, DB_QUERY = 2, CACHE_LOOKUP = 3 }
enum Player { JAVA = 1, FLASH = 2 }
enum ImageSize { SMALL = 1, LARGE = 2 }

struct TDbRow {
  1: i64 id,
  2: string firstName,
  3: string lastName,
  4: string street,
  5: string city,
  6: string state,
  7: string zip,
  8: string email,
  9: Status status
}
struct TDbData { 1: list<TDbRow> rows }

struct TMeasurement {
  1: string measurementId,
  2: i32 duration,
  3: i64 time,
  4: MeasurementType type
}
struct TMeasurements { 1: list<TMeasurement> items }

struct TPerson { 1: string name, 2: i32 age, 3: string city }

struct TModuleId { 1: string organization, 2: string name, 3: string revision }
struct TModuleIds { 1: list<TModuleId> modules }

struct TDecimalMatrix { 1: list<list<string>> rows }

struct TMedia {
  1: string uri,
  2: optional string title,
  3: i32 width,
  4: i32 height,
  5: string format,
  6: i64 duration,
  7: i64 size,
  8: i32 bitrate,
  9: bool hasBitrate,
  10: list<string> persons,
  11: Player player,
  12: optional string copyright
}
struct TImage {
  1: string uri,
  2: optional string title,
  3: i32 width,
  4: i32 height,
  5: ImageSize size
}
struct TMediaContent { 1: TMedia media, 2: list<TImage> images }
