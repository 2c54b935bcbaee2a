from . import discuss_channel
from . import website
from . import weekbox_transcript_attempt
